import { describe, expect, it } from 'vitest';
import { developerFitsGenre } from './developerGenre.ts';
import {
  developerGenreConsistency,
  distinctTextRatio,
  hotCompaniesAreCompanies,
  reviewSentimentAgreement,
} from './textRealism.ts';

describe('text realism anchors', () => {
  it('distinct-text ratio: distinct texts over all, against its target', () => {
    expect(distinctTextRatio(['好用', '好用', '很棒', '闪退'])).toEqual({
      name: '评论文本不重复率',
      value: 0.75,
      target: '≥ 0.9',
      pass: false,
    });
    expect(distinctTextRatio(['好用', '很棒']).pass).toBe(true);
  });

  it('sentiment agreement: title, text and stars read alike (no title on Android is fine)', () => {
    const agree = [
      { rating: 5, title: '强烈推荐', content: '物流很快，五星！' },
      { rating: 3, title: '还行吧', content: '价格不错，就是客服态度有点让人失望。' },
      { rating: 1, title: '', content: '一打开就闪退！' },
    ];
    expect(reviewSentimentAgreement(agree)).toEqual({
      name: '评论标题、内容与星级一致率',
      value: 1,
      target: '≥ 0.98',
      pass: true,
    });
    const contradict = [...agree, { rating: 5, title: '失望', content: '更新之后更流畅了，点赞！' }];
    expect(reviewSentimentAgreement(contradict)).toMatchObject({ value: 0.75, pass: false });
    expect(reviewSentimentAgreement([{ rating: 1, content: '更新之后更流畅了' }]).pass).toBe(false);
  });

  it('developer names fit genres: no games publisher selling a shopping app, no e-commerce company selling a game', () => {
    expect(developerFitsGenre('Xingyu Games Limited', '星宇游戏有限公司', 6024)).toBe(false);
    expect(developerFitsGenre('Xingyu Games Limited', '星宇游戏有限公司', 6014)).toBe(true);
    expect(developerFitsGenre('Hangzhou Lanxin E-commerce Co., Ltd.', '杭州蓝信电子商务有限公司', 6024)).toBe(true);
    expect(developerFitsGenre('Hangzhou Lanxin E-commerce Co., Ltd.', '杭州蓝信电子商务有限公司', 6014)).toBe(false);
    expect(developerFitsGenre('上海星宇网络科技有限公司', '上海星宇网络科技有限公司', 6024)).toBe(true);
    expect(developerFitsGenre('Wei Zhang', 'Wei Zhang', 6015)).toBe(true);
    const apps = [
      { primaryGenreId: 6024, developerName: 'Xingyu Games Limited', sellerName: '星宇游戏有限公司' },
      { primaryGenreId: 6014, developerName: 'Xingyu Games Limited', sellerName: '星宇游戏有限公司' },
    ];
    expect(developerGenreConsistency(apps)).toEqual({
      name: '开发者名称与应用类别一致率',
      value: 0.5,
      target: '≥ 0.99',
      pass: false,
    });
  });

  it('hot companies are organisations, never people', () => {
    const companies = [{ developerName: 'Tencent', sellerName: '腾讯科技有限公司' }];
    expect(hotCompaniesAreCompanies(companies)).toEqual({
      name: '热门公司均为企业',
      value: 1,
      target: '= 1',
      pass: true,
    });
    expect(hotCompaniesAreCompanies([...companies, { developerName: 'Yan Li', sellerName: 'Yan Li' }]).pass).toBe(
      false,
    );
  });
});
