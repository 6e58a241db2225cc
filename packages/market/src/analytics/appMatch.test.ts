import { describe, expect, it } from 'vitest';
import { matchApps, normaliseAppName, normaliseDeveloper } from './appMatch.ts';

const WECHAT = { appId: 414478124, name: '微信', developers: ['WeChat', '深圳市腾讯计算机系统有限公司'] };

describe('app matching (iOS to Android)', () => {
  it('normalises names: full-width, case, spaces and punctuation', () => {
    expect(normaliseAppName(' ＱＱ 音乐 - 听我想听 ')).toBe('qq音乐听我想听');
    expect(normaliseAppName('王者荣耀·HD')).toBe('王者荣耀hd');
  });

  it('normalises developers without their company form', () => {
    expect(normaliseDeveloper('腾讯科技（深圳）有限公司')).toBe(normaliseDeveloper('腾讯科技(深圳)'));
    expect(normaliseDeveloper('Tencent Mobile International Ltd.')).toBe('tencentmobileinternational');
    expect(normaliseDeveloper('Beijing Co., Ltd')).toBe('beijing');
  });

  it('takes a package the market names as the twin, whatever its name', () => {
    expect(matchApps(WECHAT, { iosAppId: 414478124, name: 'Weixin', developerName: '别的公司' })).toBe('twin');
  });

  it('matches the same name by the same developer (either of the App Store names)', () => {
    expect(matchApps(WECHAT, { iosAppId: null, name: '微 信', developerName: '深圳市腾讯计算机系统有限公司' })).toBe(
      'name',
    );
    expect(matchApps(WECHAT, { iosAppId: null, name: '微信', developerName: 'wechat' })).toBe('name');
  });

  it('matches a name that starts with the other by the same developer', () => {
    expect(
      matchApps(WECHAT, { iosAppId: null, name: '微信 - 聊天与支付', developerName: '深圳市腾讯计算机系统有限公司' }),
    ).toBe('partial');
    expect(matchApps({ ...WECHAT, name: '微信HD' }, { iosAppId: null, name: '微信', developerName: 'WeChat' })).toBe(
      'partial',
    );
  });

  it('never matches on name alone, nor a one-character prefix, nor a different twin', () => {
    expect(matchApps(WECHAT, { iosAppId: null, name: '微信', developerName: '某某科技有限公司' })).toBeNull();
    expect(matchApps({ ...WECHAT, name: '微' }, { iosAppId: null, name: '微博', developerName: 'WeChat' })).toBeNull();
    expect(matchApps(WECHAT, { iosAppId: 1, name: '企业微信', developerName: '某某科技有限公司' })).toBeNull();
    expect(matchApps(WECHAT, { iosAppId: null, name: '', developerName: 'WeChat' })).toBeNull();
    expect(matchApps({ ...WECHAT, developers: [''] }, { iosAppId: null, name: '微信', developerName: '' })).toBeNull();
  });
});
