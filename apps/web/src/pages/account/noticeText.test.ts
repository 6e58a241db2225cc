import { describe, expect, it } from 'vitest';
import { noticePieces } from './noticeText.ts';

describe('noticePieces', () => {
  it('turns [label](/path) into in-site links and keeps the text around them, line breaks too', () => {
    expect(noticePieces('在[首页](/new)添加应用，\n用[关键词搜索](/new/search/index?keyword=微信)查看')).toEqual([
      { text: '在' },
      { text: '首页', to: '/new' },
      { text: '添加应用，\n用' },
      { text: '关键词搜索', to: '/new/search/index?keyword=微信' },
      { text: '查看' },
    ]);
  });

  it('leaves plain text, and links that would leave the site, as written', () => {
    expect(noticePieces('会员开通成功')).toEqual([{ text: '会员开通成功' }]);
    expect(noticePieces('')).toEqual([]);
    expect(noticePieces('见[这里](https://evil.example)与[那里](//evil.example)')).toEqual([
      { text: '见[这里](https://evil.example)与[那里](//evil.example)' },
    ]);
    expect(noticePieces('[订单](/user/orders)')).toEqual([{ text: '订单', to: '/user/orders' }]);
  });
});
