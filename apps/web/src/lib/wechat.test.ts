import { describe, expect, it } from 'vitest';
import { isWechatBrowser, offeredPaymentMethods } from './wechat.ts';

/** User agents WeChat's browser sends (iPhone, Android, the desktop client) and others that are not WeChat's. */
const WECHAT = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN',
  'Mozilla/5.0 (Linux; Android 14; V2309A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/8519 Flue',
];
const OTHERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AlipayClient/10.5.0',
  '',
];

describe('isWechatBrowser', () => {
  it.each(WECHAT)('knows WeChat by its user agent: %s', (ua) => {
    expect(isWechatBrowser(ua)).toBe(true);
  });
  it.each(OTHERS)('takes any other browser for what it is: %j', (ua) => {
    expect(isWechatBrowser(ua)).toBe(false);
  });
  it('asks the browser it runs in by default (none here)', () => {
    expect(isWechatBrowser()).toBe(false);
  });
});

describe('offeredPaymentMethods', () => {
  it('offers no Alipay inside WeChat, and WeChat Pay still; everything elsewhere', () => {
    expect(offeredPaymentMethods(['wechat', 'alipay'], true)).toEqual(['wechat']);
    expect(offeredPaymentMethods(['alipay', 'sandbox'], true)).toEqual(['sandbox']);
    expect(offeredPaymentMethods(['wechat', 'alipay'], false)).toEqual(['wechat', 'alipay']);
  });
});
