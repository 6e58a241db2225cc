/**
 * 阿里云短信 (Dysmsapi 2017-05-25, `SendSms`) over its RPC API: the request's parameters signed with signature
 * version 1.0 (HMAC-SHA1 over the sorted, RFC 3986-encoded query with the secret and "&"), a fresh
 * SignatureNonce and a UTC Timestamp on every call. The template gets the code as `${code}`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SmsConfig } from '../../config.ts';
import { postForAnswer, SmsError, type SmsMessage, type SmsSender } from './sms.ts';

/** RFC 3986 percent-encoding, as Alibaba Cloud's POP signature wants it (encodeURIComponent leaves !'()* alone). */
export const popEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature of a request's parameters (without Signature) for `method`. */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${popEncode(k)}=${popEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(query)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Alibaba Cloud's answers that mean the number, not our set-up, is the problem. */
const NUMBER_CODES: Record<string, 'smsBadNumber' | 'smsTooFrequent'> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'smsBadNumber',
  'isv.MOBILE_COUNT_OVER_LIMIT': 'smsBadNumber',
  'isv.BUSINESS_LIMIT_CONTROL': 'smsTooFrequent',
  'isv.DAY_LIMIT_CONTROL': 'smsTooFrequent',
};

/** The number as Dysmsapi takes it: 11 digits for the mainland, else the calling code and the number. */
const aliyunNumber = (m: SmsMessage) => (m.region === '86' ? m.phone : `${m.region}${m.phone}`);

export function aliyunSms(sms: SmsConfig, timeoutMs: number): SmsSender {
  return async (m) => {
    const params: Record<string, string> = {
      AccessKeyId: sms.keyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: aliyunNumber(m),
      RegionId: 'cn-hangzhou',
      SignName: sms.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: sms.templates[m.purpose],
      TemplateParam: JSON.stringify({ code: m.code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const body = new URLSearchParams({ ...params, Signature: aliyunSignature('POST', params, sms.keySecret) });
    const answer = await postForAnswer(`${sms.endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      timeoutMs,
    });
    const code = typeof answer.json?.Code === 'string' ? answer.json.Code : '';
    if (code === 'OK') return;
    const known = NUMBER_CODES[code];
    throw new SmsError(
      known ?? 'smsUnavailable',
      `aliyun SendSms ${answer.status} ${code || 'no Code'}: ${String(answer.json?.Message ?? '').slice(0, 200)}`,
    );
  };
}
