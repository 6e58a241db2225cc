import { describe, expect, it } from 'vitest';
import { huaweiSource } from './huawei.ts';
import { androidFixtures, china, http } from '../../../test/androidFixtures.ts';

const { serve, market } = androidFixtures();

const WECHAT = {
  appId: 'com.tencent.mm',
  name: '微信',
  developerName: '深圳市腾讯计算机系统有限公司',
  version: '8.0.49',
  iosAppId: 414478124,
};
const TOMATO = {
  appId: 'com.xiaoyu.tomatoledger',
  name: '番茄记账',
  developerName: '杭州小鱼科技有限公司',
  version: '1.0.0',
  rating: null,
  iosAppId: null,
};

describe('huawei', () => {
  it('reads layout blocks, string counts and scores, and day-only dates', async () => {
    const { source, server } = await market('huawei', {
      '/rank': 'huawei-rank.json',
      '/apps': 'huawei-apps.json',
      '/search': 'huawei-search.json',
    });
    await expect(source.chart('hot')).resolves.toEqual({
      market: 'huawei',
      type: 'hot',
      at: china('2024-05-12T10:00:00'),
      appIds: ['com.tencent.mm', 'com.ss.android.ugc.aweme', 'com.xunmeng.pinduoduo'],
    });
    const apps = await source.apps(['com.tencent.mm', 'com.xiaoyu.tomatoledger']);
    expect(apps).toEqual([
      {
        market: 'huawei',
        ...WECHAT,
        iconUrl: 'https://appimg.dbankcdn.com/application/icon144/0f/5a/0f5a3c1e9d8b4a7f.png',
        category: '社交通讯',
        updatedAt: china('2024-05-08T00:00:00'),
        totalDownloads: 9183522106,
        rating: 4.5,
      },
      {
        market: 'huawei',
        ...TOMATO,
        iconUrl: 'https://appimg.dbankcdn.com/application/icon144/7c/21/7c21aa90b3e64d52.png',
        category: '金融理财',
        updatedAt: china('2024-05-10T00:00:00'),
        totalDownloads: 10532,
      },
    ]);
    await expect(source.search('记账')).resolves.toEqual(['com.shayu.jizhang', 'com.xiaoyu.tomatoledger']);
    expect(server.requests).toEqual([
      '/android/huawei/rank?rankType=hot',
      '/android/huawei/apps?packages=com.tencent.mm,com.xiaoyu.tomatoledger',
      '/android/huawei/search?keyword=%E8%AE%B0%E8%B4%A6',
    ]);
  });

  it('asks details 25 packages a call', async () => {
    const server = await serve(() => ({ body: '{"rtnCode":0,"layoutData":[]}' }));
    const source = huaweiSource(http, server.baseUrl);
    await source.apps(Array.from({ length: 60 }, (_, i) => `com.example.app${i}`));
    expect(
      server.requests.map((r) => new URL(r, 'http://x').searchParams.get('packages')?.split(',').length).sort(),
    ).toEqual([10, 25, 25]);
  });
});

describe('xiaomi', () => {
  it('reads milliseconds and halves its 0..10 rating', async () => {
    const { source, server } = await market('xiaomi', {
      '/toplist': 'xiaomi-toplist.json',
      '/details': 'xiaomi-details.json',
      '/search': 'xiaomi-search.json',
    });
    const at = new Date('2024-05-12T02:00:00Z');
    await expect(source.chart('download', at)).resolves.toEqual({
      market: 'xiaomi',
      type: 'download',
      at: new Date(1715479200000),
      appIds: ['com.ss.android.ugc.aweme', 'com.tencent.mm', 'com.xunmeng.pinduoduo'],
    });
    await expect(source.apps(['com.tencent.mm', 'com.xiaoyu.tomatoledger'], at)).resolves.toEqual([
      {
        market: 'xiaomi',
        ...WECHAT,
        iconUrl: 'https://file.market.xiaomi.com/thumbnail/PNG/l114/AppStore/0b3f5c0e9e6b54d8a4c1e2f3a4b5c6d7e8f9a0b1c',
        category: '聊天社交',
        updatedAt: new Date(1715134178000),
        totalDownloads: 6521894470,
        rating: 4.3,
      },
      {
        market: 'xiaomi',
        ...TOMATO,
        iconUrl: 'https://file.market.xiaomi.com/thumbnail/PNG/l114/AppStore/07c21aa90b3e64d52f1e0d9c8b7a6f5e4d3c2b1a0',
        category: '金融理财',
        updatedAt: new Date(1715324400000),
        totalDownloads: 8312,
      },
    ]);
    await expect(source.search('记账', at)).resolves.toEqual(['com.xiaoyu.tomatoledger', 'com.shayu.jizhang']);
    expect(server.requests).toEqual([
      '/android/xiaomi/toplist?type=download&at=2024-05-12T02%3A00%3A00.000Z',
      '/android/xiaomi/details?packageNames=com.tencent.mm,com.xiaoyu.tomatoledger&at=2024-05-12T02%3A00%3A00.000Z',
      '/android/xiaomi/search?keywords=%E8%AE%B0%E8%B4%A6&at=2024-05-12T02%3A00%3A00.000Z',
    ]);
  });
});

describe('oppo', () => {
  it('reads China-time strings and the exact digit count, not the rounded text', async () => {
    const { source, server } = await market('oppo', {
      '/rank/list': 'oppo-rank.json',
      '/app/batch': 'oppo-apps.json',
      '/search': 'oppo-search.json',
    });
    await expect(source.chart('new')).resolves.toEqual({
      market: 'oppo',
      type: 'new',
      at: china('2024-05-12T10:00:00'),
      appIds: ['com.xunmeng.pinduoduo', 'com.tencent.mm'],
    });
    await expect(source.apps(['com.tencent.mm', 'com.xiaoyu.tomatoledger'])).resolves.toEqual([
      {
        market: 'oppo',
        ...WECHAT,
        iconUrl: 'https://storedl1.nearme.com.cn/assets/common/pkg/icon/2024/05/08/wx_icon.png',
        category: '社交',
        updatedAt: china('2024-05-08T11:09:38'),
        totalDownloads: 4812345678,
        rating: 4.3,
      },
      {
        market: 'oppo',
        ...TOMATO,
        iconUrl: 'https://storedl1.nearme.com.cn/assets/common/pkg/icon/2024/05/10/tomato.png',
        category: '理财',
        updatedAt: china('2024-05-10T15:00:00'),
        totalDownloads: 12345,
      },
    ]);
    await expect(source.search('记账')).resolves.toEqual(['com.shayu.jizhang']);
    expect(server.requests).toEqual([
      '/android/oppo/rank/list?rankType=new',
      '/android/oppo/app/batch?pkgs=com.tencent.mm,com.xiaoyu.tomatoledger',
      '/android/oppo/search?key=%E8%AE%B0%E8%B4%A6',
    ]);
  });
});

describe('vivo', () => {
  it('reads snake_case fields and Unix seconds', async () => {
    const { source, server } = await market('vivo', {
      '/rank': 'vivo-rank.json',
      '/apps': 'vivo-apps.json',
      '/search': 'vivo-search.json',
    });
    await expect(source.chart('hot')).resolves.toEqual({
      market: 'vivo',
      type: 'hot',
      at: new Date(1715479200000),
      appIds: ['com.tencent.mm', 'com.ss.android.ugc.aweme'],
    });
    await expect(source.apps(['com.tencent.mm', 'com.xiaoyu.tomatoledger'])).resolves.toEqual([
      {
        market: 'vivo',
        ...WECHAT,
        iconUrl: 'https://appstore.vivo.com.cn/appinfo/icon/wx.png',
        category: '社交通讯',
        updatedAt: new Date(1715134178000),
        totalDownloads: 3976543210,
        rating: 4.6,
      },
      {
        market: 'vivo',
        ...TOMATO,
        iconUrl: 'https://appstore.vivo.com.cn/appinfo/icon/tomato.png',
        category: '理财',
        updatedAt: new Date(1715324400000),
        totalDownloads: 6021,
      },
    ]);
    await expect(source.search('记账')).resolves.toEqual(['com.xiaoyu.tomatoledger']);
    expect(server.requests).toEqual([
      '/android/vivo/rank?type=hot',
      '/android/vivo/apps?packages=com.tencent.mm,com.xiaoyu.tomatoledger',
      '/android/vivo/search?word=%E8%AE%B0%E8%B4%A6',
    ]);
  });
});
