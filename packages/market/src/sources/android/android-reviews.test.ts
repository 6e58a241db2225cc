import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixture-server.ts';
import { huaweiSource } from './huawei.ts';
import { oppoSource } from './oppo.ts';
import { xiaomiSource } from './xiaomi.ts';
import { FIXTURES, androidFixtures, china, http } from '../../../test/androidFixtures.ts';

const { serve, market } = androidFixtures();

describe('reviews', () => {
  const review = (
    reviewId: string,
    rating: number,
    content: string,
    author: string,
    version: string,
    createdAt: Date,
  ) => ({ appId: 'com.tencent.mm', reviewId, rating, content, author, version, createdAt });

  it.each([
    [
      'huawei',
      'huawei/comments',
      'huawei-comments.json',
      '/android/huawei/comments?package=com.tencent.mm&reqPageNum=2',
      true,
    ],
    [
      'xiaomi',
      'xiaomi/comment/list',
      'xiaomi-comments.json',
      '/android/xiaomi/comment/list?packageName=com.tencent.mm&page=1',
      false,
    ],
    [
      'oppo',
      'oppo/comment/list',
      'oppo-comments.json',
      '/android/oppo/comment/list?pkgName=com.tencent.mm&start=20',
      true,
    ],
    [
      'vivo',
      'vivo/comments',
      'vivo-comments.json',
      '/android/vivo/comments?package_name=com.tencent.mm&page_index=2',
      true,
    ],
  ] as const)(
    "%s: reads its comment format and asks for page 2 in the market's paging",
    async (name, path, file, request, hasMore) => {
      const { source, server } = await market(name, { [path]: file });
      const page = await source.reviews('com.tencent.mm', 2);
      const first = china('2024-05-12T09:41:07');
      const second = china('2024-05-11T23:05:44');
      const expected = {
        huawei: [
          review('4839120010103', 5, '很好用，聊天很流畅。', '快乐的小熊', '8.0.49', first),
          review('4839117020103', 2, '更新后经常闪退，希望尽快修复。', '张先生', '8.0.48', second),
        ],
        xiaomi: [
          review('4839120010113', 4, '界面清爽，功能齐全。', '星星987', '8.0.49', first),
          review('4839117020113', 1, '广告太多了。', '小李同学', '8.0.48', second),
        ],
        oppo: [
          review('4839120010123', 4, '还不错，偶尔有点卡。', '勇敢的橘子', '8.0.49', first),
          review('4839117020123', 3, '一般般吧。', '王女士', '8.0.48', second),
        ],
        vivo: [
          review('4839120010133', 1, '登录不上，客服也联系不到。', '安静的猫咪', '8.0.49', first),
          review('4839117020133', 5, '非常好用，推荐！', '小陈同学', '8.0.48', second),
        ],
      }[name];
      expect(page).toEqual({ reviews: expected.map((r) => ({ market: name, ...r })), hasMore });
      expect(server.requests).toEqual([request]);
    },
  );

  it('rejects a star outside 1..5 and an odd Xiaomi score, naming the field', async () => {
    const server = await serve((url) =>
      url.pathname.includes('/huawei/')
        ? { body: fixture(FIXTURES, 'huawei-comments.json').replace('"rating": "5"', '"rating": "6"') }
        : { body: fixture(FIXTURES, 'xiaomi-comments.json').replace('"pointValue": 8', '"pointValue": 7') },
    );
    const base = `${server.baseUrl}/android`;
    await expect(huaweiSource(http, base).reviews('com.tencent.mm', 1)).rejects.toThrow('list[0].rating');
    await expect(xiaomiSource(http, base).reviews('com.tencent.mm', 1)).rejects.toThrow('list[0].pointValue');
  });
});

describe('malformed market responses', () => {
  it('rejects an error envelope and an impossible date, naming the market and the field', async () => {
    const server = await serve((url) =>
      url.pathname.endsWith('/rank')
        ? { body: '{"rtnCode":1002,"msg":"server busy","layoutData":[]}' }
        : { body: fixture(FIXTURES, 'oppo-apps.json').replace('2024-05-08 11:09:38', '2024-02-30 11:09:38') },
    );
    const base = `${server.baseUrl}/android`;
    await expect(huaweiSource(http, base).chart('hot')).rejects.toThrow(
      `android-huawei: malformed response for GET ${base}/huawei/rank?rankType=hot: rtnCode: expected 0 (and 1 more)`,
    );
    await expect(oppoSource(http, base).apps(['com.tencent.mm'])).rejects.toThrow(
      `android-oppo: malformed response for GET ${base}/oppo/app/batch?pkgs=com.tencent.mm: ` +
        'data.items[0].updateTime: expected YYYY-MM-DD HH:mm:ss (China time), received "2024-02-30 11:09:38"',
    );
  });
});
