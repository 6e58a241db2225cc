/**
 * The WeChat JS-SDK's permission signature (https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html,
 * 附录1): the account's jsapi_ticket (GET /cgi-bin/ticket/getticket?access_token=…&type=jsapi, kept in the key/value
 * store until shortly before its expires_in, as WeChat asks: its calls are few a day), and
 * signature = sha1('jsapi_ticket=…&noncestr=…&timestamp=…&url=…'), the page's URL without its fragment, nothing
 * escaped. The page passes appId, timestamp, nonceStr and signature to wx.config.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { WechatMpConfig } from '../config.ts';
import type { KvStore } from '../infra/kv.ts';
import { keepSeconds, officialAccount } from './officialAccount.ts';

export interface JsSdkConfig {
  appId: string;
  /** Seconds since the epoch. */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** The signature of `url` (already without '#…') for a ticket, a nonce and a time, as WeChat computes it. */
export function jsapiSignature(fields: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const { ticket, nonceStr, timestamp, url } = fields;
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The account's jsapi_ticket: the kept one, else a new one (the access token refreshed once if WeChat calls it stale). */
async function jsapiTicket(mp: WechatMpConfig, kv: KvStore): Promise<string> {
  const key = `wechat:mp:jsapi:${mp.appId}`;
  const kept = await kv.get(key);
  if (kept !== null) return kept;
  const account = officialAccount(mp, kv);
  const json = await account.call('/cgi-bin/ticket/getticket', { query: { type: 'jsapi' } });
  if (Number(json.errcode ?? 0) !== 0 || typeof json.ticket !== 'string' || json.ticket === '')
    throw account.refusal(json);
  await kv.set(key, json.ticket, keepSeconds(json.expires_in));
  return json.ticket;
}

/** What wx.config needs for the page at `url` (this site's, without its fragment), signed now. */
export async function jsSdkConfig(mp: WechatMpConfig, kv: KvStore, url: string, now: Date): Promise<JsSdkConfig> {
  const ticket = await jsapiTicket(mp, kv);
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(now.getTime() / 1000);
  return { appId: mp.appId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url }) };
}
