import { describe, expect, it } from 'vitest';
import { packageFromUrl } from './packageName.ts';

describe('packageFromUrl', () => {
  it('reads the package from the markets’ addresses', () => {
    expect(packageFromUrl('https://app.mi.com/details?id=com.tencent.mm')).toBe('com.tencent.mm');
    expect(packageFromUrl('sj.qq.com/appdetail/com.tencent.mm')).toBe('com.tencent.mm');
    expect(
      packageFromUrl(
        'https://h5coml.vivo.com.cn/h5coml/appdetail_h5/browser_v2/index.html?appId=1&pkg=com.ss.android.ugc.aweme',
      ),
    ).toBe('com.ss.android.ugc.aweme');
    expect(packageFromUrl('https://www.wandoujia.com/apps/com.sina.weibo.html')).toBe('com.sina.weibo');
    expect(packageFromUrl(' com.example.app ')).toBe('com.example.app');
  });

  it('answers null when the address names no package', () => {
    expect(packageFromUrl('https://appgallery.huawei.com/app/C100270155')).toBeNull();
    expect(packageFromUrl('')).toBeNull();
    expect(packageFromUrl('not a url at all')).toBeNull();
  });
});
