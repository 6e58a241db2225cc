/**
 * WeChat's OAuth code exchange as one app sees it, for the stand-ins of the website app (wechatOpenStandIn.ts) and of
 * the official account (wechatStandIn.ts), which both speak it on api.weixin.qq.com: `/sns/oauth2/access_token`
 * honours each code once for the app's appid and secret (WeChat's errcodes otherwise), `/sns/userinfo` tells of the
 * token's openid; both tell the person's unionid when the test gave the openid one (apps under one Open Platform
 * account), and leave it out otherwise. The test makes codes as WeChat would send them (`codeFor`) and sets what a
 * profile says.
 */
import { randomBytes } from 'node:crypto';
import type { ReceivedRequest, StandInReply } from './standInServer.ts';

export interface SnsStandIn {
  /** The answer to an sns request, or null for any other path. */
  handle(req: ReceivedRequest): StandInReply | null;
  /** A code for `openid` as WeChat would send it to the callback. */
  codeFor(openid: string): string;
  /** What sns/userinfo tells of `openid` (default: 微信用户, no avatar). */
  profiles: Map<string, { nickname: string; headimgurl: string }>;
  /** The unionid of `openid` (default: none, as when the app is not under an Open Platform account). */
  unionids: Map<string, string>;
}

export function snsStandIn(app: { appId: string; secret: string }, scope: string): SnsStandIn {
  const codes = new Map<string, { openid: string; used: boolean }>();
  /** access_token → the openid it reads. */
  const tokens = new Map<string, string>();
  const profiles = new Map<string, { nickname: string; headimgurl: string }>();
  const unionids = new Map<string, string>();
  const unionOf = (openid: string) => {
    const unionid = unionids.get(openid);
    return unionid === undefined ? {} : { unionid };
  };
  const codeFor = (openid: string) => {
    const code = randomBytes(12).toString('base64url');
    codes.set(code, { openid, used: false });
    return code;
  };
  const handle = (req: ReceivedRequest): StandInReply | null => {
    const q = req.url.searchParams;
    if (req.url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== app.appId) return { json: { errcode: 40013, errmsg: 'invalid appid' } };
      if (q.get('secret') !== app.secret) return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
      if (q.get('grant_type') !== 'authorization_code')
        return { json: { errcode: 40002, errmsg: 'invalid grant_type' } };
      const entry = codes.get(q.get('code') ?? '');
      if (!entry) return { json: { errcode: 40029, errmsg: 'invalid code' } };
      if (entry.used) return { json: { errcode: 40163, errmsg: 'code been used' } };
      entry.used = true;
      const token = randomBytes(16).toString('hex');
      tokens.set(token, entry.openid);
      return {
        json: {
          access_token: token,
          expires_in: 7200,
          refresh_token: randomBytes(16).toString('hex'),
          openid: entry.openid,
          scope,
          ...unionOf(entry.openid),
        },
      };
    }
    if (req.url.pathname === '/sns/userinfo') {
      const openid = tokens.get(q.get('access_token') ?? '');
      if (!openid) return { json: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' } };
      if (q.get('openid') !== openid) return { json: { errcode: 40003, errmsg: 'invalid openid' } };
      const profile = profiles.get(openid) ?? { nickname: '微信用户', headimgurl: '' };
      return {
        json: {
          openid,
          ...profile,
          sex: 0,
          province: '',
          city: '',
          country: '',
          privilege: [],
          ...unionOf(openid),
        },
      };
    }
    return null;
  };
  return { handle, codeFor, profiles, unionids };
}
