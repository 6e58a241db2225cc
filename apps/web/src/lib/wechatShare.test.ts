import { SITE_DESCRIPTION } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { shareData } from './wechatShare.ts';

/** A document's head with these meta tags (property → content) and title, as shareData reads it. */
const head = (title: string, tags: Record<string, string>) => ({
  title,
  querySelector: (selector: string) => {
    const property = /^meta\[property="([^"]+)"\]$/.exec(selector)?.[1];
    const content = property === undefined ? undefined : tags[property];
    return content === undefined ? null : { getAttribute: (name: string) => (name === 'content' ? content : null) };
  },
});

describe('shareData', () => {
  it("reads the card from the page's Open Graph tags, its link the address without '#…'", () => {
    const page = head('微信 - 应用详情 - 榜眼', {
      'og:title': '微信 - 应用详情 - 榜眼',
      'og:description': '微信的应用详情：排名、版本与评论。',
      'og:image': 'https://bangyan.example.com/media/icon/414478124.png',
    });
    expect(shareData(page, 'https://bangyan.example.com/new/apps/index?appId=414478124#reviews')).toEqual({
      title: '微信 - 应用详情 - 榜眼',
      desc: '微信的应用详情：排名、版本与评论。',
      link: 'https://bangyan.example.com/new/apps/index?appId=414478124',
      imgUrl: 'https://bangyan.example.com/media/icon/414478124.png',
    });
  });

  it("falls back to the document's title and the site's description, and makes a relative picture absolute", () => {
    expect(shareData(head('榜眼', {}), 'https://bangyan.example.com/')).toEqual({
      title: '榜眼',
      desc: SITE_DESCRIPTION,
      link: 'https://bangyan.example.com/',
      imgUrl: '',
    });
    const blank = head('关键词 - 榜眼', { 'og:title': '  ', 'og:image': '/share-logo.png' });
    expect(shareData(blank, 'https://bangyan.example.com/new/aso/keyword')).toMatchObject({
      title: '关键词 - 榜眼',
      imgUrl: 'https://bangyan.example.com/share-logo.png',
    });
  });
});
