/**
 * 腾讯云短信 (API 3.0, SendSms, version 2021-01-11): a JSON POST signed with TC3-HMAC-SHA256 (the canonical request
 * over content-type and host, the key derived from the secret, the UTC day, "sms" and "tc3_request"). The template
 * takes the code and its minutes as its two parameters.
 */
import { createHash, createHmac } from 'node:crypto';
import { CODE_TTL_SECONDS } from '@bangyan/contract';
import type { SmsConfig } from '../../config.ts';
import { postForAnswer, SmsError, type SmsSender } from './sms.ts';

const SERVICE = 'sms';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/** The Authorization header of a TC3-HMAC-SHA256 request to `host` at `timestamp` (seconds) with `body`. */
export function tc3Authorization(input: {
  secretId: string;
  secretKey: string;
  host: string;
  timestamp: number;
  body: string;
  /** The product ('sms'; the documentation's worked example signs for 'cvm'). */
  service?: string;
}): string {
  const service = input.service ?? SERVICE;
  const day = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${input.host}\n`,
    'content-type;host',
    sha256(input.body),
  ].join('\n');
  const scope = `${day}/${service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${input.timestamp}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${input.secretKey}`, day), service), 'tc3_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Tencent Cloud's answers that mean the number, not our set-up, is the problem. */
const NUMBER_CODES: Record<string, 'smsBadNumber' | 'smsTooFrequent'> = {
  'InvalidParameterValue.IncorrectPhoneNumber': 'smsBadNumber',
  'FailedOperation.PhoneNumberInBlacklist': 'smsBadNumber',
  'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber': 'smsBadNumber',
  'LimitExceeded.PhoneNumberDailyLimit': 'smsTooFrequent',
  'LimitExceeded.PhoneNumberOneHourLimit': 'smsTooFrequent',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'smsTooFrequent',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'smsTooFrequent',
};

const refusal = (code: string, message: unknown) =>
  new SmsError(
    NUMBER_CODES[code] ?? 'smsUnavailable',
    `tencent SendSms ${code}: ${String(message ?? '').slice(0, 200)}`,
  );

export function tencentSms(sms: SmsConfig, timeoutMs: number): SmsSender {
  const host = new URL(sms.endpoint).host;
  return async (m) => {
    const body = JSON.stringify({
      PhoneNumberSet: [`+${m.region}${m.phone}`],
      SmsSdkAppId: sms.sdkAppId,
      SignName: sms.signName,
      TemplateId: sms.templates[m.purpose],
      TemplateParamSet: [m.code, String(CODE_TTL_SECONDS / 60)],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await postForAnswer(`${sms.endpoint}/`, {
      method: 'POST',
      headers: {
        'content-type': CONTENT_TYPE,
        authorization: tc3Authorization({ secretId: sms.keyId, secretKey: sms.keySecret, host, timestamp, body }),
        'x-tc-action': 'SendSms',
        'x-tc-version': '2021-01-11',
        'x-tc-timestamp': String(timestamp),
        'x-tc-region': sms.region,
      },
      body,
      timeoutMs,
    });
    const response = answer.json?.Response as
      | { Error?: { Code?: string; Message?: string }; SendStatusSet?: { Code?: string; Message?: string }[] }
      | undefined;
    if (!response) throw new SmsError('smsUnavailable', `tencent SendSms ${answer.status}: no Response`);
    if (response.Error) throw refusal(response.Error.Code ?? '', response.Error.Message);
    const [status] = response.SendStatusSet ?? [];
    if (status?.Code === 'Ok') return;
    throw refusal(status?.Code ?? 'no SendStatusSet', status?.Message);
  };
}
