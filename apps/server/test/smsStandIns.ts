/**
 * Stand-ins for the SMS providers' APIs, each checking a request the way the provider does, written apart from the
 * server's own signing code so that a mistake there is caught here:
 * - Alibaba Cloud Dysmsapi `SendSms` (RPC, signature version 1.0): the form's parameters, the key, the HMAC-SHA1
 *   signature over the RFC 3986-encoded sorted query, a Timestamp within 15 minutes, a SignatureNonce used once,
 *   the sign name, a known template and a `{"code": "…"}` parameter; answers `Code` as Dysmsapi does.
 * - Tencent Cloud SMS API 3.0 `SendSms` (TC3-HMAC-SHA256): the headers, the signature over the canonical request
 *   with the Host the request came with, a timestamp within 5 minutes, the SDK AppID, the sign name, a known template
 *   and E.164 numbers; answers `Response.SendStatusSet` or `Response.Error`.
 * A number ending in 0000 has hit its daily cap; 19900000001 cannot take texts. `mode` makes the API fail or hang.
 */
import { createHash, createHmac } from 'node:crypto';
import { CODE_PURPOSES, type CodePurpose } from '@bangyan/contract';
import { jsonBody, startStandIn, type ReceivedRequest, type StandInServer } from './standInServer.ts';

export const SMS_KEYS = { keyId: 'LTAI-test-key', keySecret: 'sms-secret-1', signName: '榜眼', sdkAppId: '1400000001' };
export const SMS_TEMPLATES: Record<CodePurpose, string> = Object.fromEntries(
  CODE_PURPOSES.map((p, i) => [p, `SMS_${100 + i}`]),
) as Record<CodePurpose, string>;
/** The environment that points the server at a stand-in. */
export const smsEnv = (provider: 'aliyun' | 'tencent', endpoint: string): Record<string, string> => ({
  SMS_PROVIDER: provider,
  SMS_KEY_ID: SMS_KEYS.keyId,
  SMS_KEY_SECRET: SMS_KEYS.keySecret,
  SMS_SIGN_NAME: SMS_KEYS.signName,
  SMS_ENDPOINT: endpoint,
  ...(provider === 'tencent' ? { SMS_SDK_APP_ID: SMS_KEYS.sdkAppId } : {}),
  ...Object.fromEntries(CODE_PURPOSES.map((p) => [`SMS_TEMPLATE_${p.toUpperCase()}`, SMS_TEMPLATES[p]])),
});

export type SmsMode = 'ok' | 'server-error' | 'hang';
export interface SmsStandIn extends StandInServer {
  mode: SmsMode;
  /** The texts it accepted: the number as sent, the template and the code. */
  sent: { phone: string; template: string; code: string }[];
}

const LIMITED = /0000$/;
const UNTEXTABLE = /19900000001$/;
const TEMPLATES = new Set(Object.values(SMS_TEMPLATES));

/** RFC 3986 encoding byte by byte: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function rfc3986(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

async function standIn(check: (req: ReceivedRequest, self: SmsStandIn) => { status?: number; json: unknown }) {
  const self: SmsStandIn = Object.assign(
    await startStandIn((req) => {
      if (self.mode === 'hang') return 'hang';
      if (self.mode === 'server-error') return { status: 503, json: { message: 'Service Unavailable' } };
      return check(req, self);
    }),
    { mode: 'ok' as SmsMode, sent: [] },
  );
  return self;
}

export function startAliyunSmsStandIn(): Promise<SmsStandIn> {
  const nonces = new Set<string>();
  const error = (status: number, code: string, message: string) => ({
    status,
    json: { RequestId: 'req-test', Code: code, Message: message },
  });
  return standIn((req, self) => {
    if (req.method !== 'POST' || req.url.pathname !== '/') return error(404, 'InvalidAction.NotFound', 'not found');
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return error(400, 'MissingParameter', 'form body expected');
    const params = Object.fromEntries(new URLSearchParams(req.body));
    for (const name of ['AccessKeyId', 'Action', 'Format', 'PhoneNumbers', 'SignName', 'SignatureMethod'])
      if (!params[name]) return error(400, `Missing${name}`, `${name} is mandatory for this action.`);
    for (const name of ['SignatureNonce', 'SignatureVersion', 'TemplateCode', 'Timestamp', 'Version', 'Signature'])
      if (!params[name]) return error(400, `Missing${name}`, `${name} is mandatory for this action.`);
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
      return error(400, 'InvalidAction.NotFound', 'Specified api is not found');
    if (params.AccessKeyId !== SMS_KEYS.keyId)
      return error(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0')
      return error(400, 'InvalidSignatureMethod', 'Specified signature method is not supported.');
    const at = Date.parse(params.Timestamp!);
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp!) || Number.isNaN(at))
      return error(400, 'InvalidTimeStamp.Format', 'Specified time stamp is not valid.');
    if (Math.abs(Date.now() - at) > 15 * 60_000)
      return error(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    const { Signature: signature, ...signed } = params;
    const query = Object.keys(signed)
      .sort()
      .map((k) => `${rfc3986(k)}=${rfc3986(signed[k]!)}`)
      .join('&');
    const expected = createHmac('sha1', `${SMS_KEYS.keySecret}&`)
      .update(`POST&${rfc3986('/')}&${rfc3986(query)}`)
      .digest('base64');
    if (signature !== expected)
      return error(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    if (nonces.has(params.SignatureNonce!))
      return error(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(params.SignatureNonce!);
    if (params.SignName !== SMS_KEYS.signName) return error(200, 'isv.SMS_SIGNATURE_ILLEGAL', '签名不合法');
    if (!TEMPLATES.has(params.TemplateCode!)) return error(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板不合法');
    let code: unknown;
    try {
      code = (JSON.parse(params.TemplateParam ?? '') as { code?: unknown }).code;
    } catch {
      return error(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法');
    }
    if (typeof code !== 'string' || !/^\d{6}$/.test(code))
      return error(200, 'isv.TEMPLATE_PARAMS_ILLEGAL', '模板变量不合法');
    const phone = params.PhoneNumbers!;
    if (!/^(1\d{10}|[2-9]\d{6,14})$/.test(phone) || UNTEXTABLE.test(phone))
      return error(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (LIMITED.test(phone)) return error(200, 'isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10');
    self.sent.push({ phone, template: params.TemplateCode!, code });
    return { json: { RequestId: 'req-test', BizId: `biz-${self.sent.length}`, Code: 'OK', Message: 'OK' } };
  });
}

export function startTencentSmsStandIn(): Promise<SmsStandIn> {
  const error = (code: string, message: string) => ({
    json: { Response: { Error: { Code: code, Message: message }, RequestId: 'req-test' } },
  });
  const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
  return standIn((req, self) => {
    const h = req.headers;
    if (req.method !== 'POST') return error('UnsupportedOperation', 'POST only');
    if (h['x-tc-action'] !== 'SendSms') return error('InvalidAction', 'action not found');
    if (h['x-tc-version'] !== '2021-01-11') return error('InvalidParameterValue', 'bad version');
    if (!h['x-tc-region']) return error('MissingParameter', 'X-TC-Region');
    const timestamp = Number(h['x-tc-timestamp']);
    if (!Number.isInteger(timestamp)) return error('MissingParameter', 'X-TC-Timestamp');
    if (Math.abs(Date.now() / 1000 - timestamp) > 300)
      return error('AuthFailure.SignatureExpire', 'signature expired, the time difference exceeds 5 minutes');
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
        String(h.authorization ?? ''),
      );
    if (!auth) return error('AuthFailure.InvalidAuthorization', 'Authorization is malformed');
    const [, secretId, day, signedHeaders, signature] = auth;
    if (secretId !== SMS_KEYS.keyId) return error('AuthFailure.SecretIdNotFound', 'SecretId not found');
    if (day !== new Date(timestamp * 1000).toISOString().slice(0, 10))
      return error('AuthFailure.InvalidAuthorization', 'credential date does not match the timestamp');
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('content-type'))
      return error('AuthFailure.InvalidAuthorization', 'host and content-type must be signed');
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(h[n] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(req.body)}`;
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${day}/sms/tc3_request\n${sha256(canonical)}`;
    let key: Buffer = createHmac('sha256', `TC3${SMS_KEYS.keySecret}`).update(day!).digest();
    key = createHmac('sha256', key).update('sms').digest();
    key = createHmac('sha256', key).update('tc3_request').digest();
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature)
      return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    const body = jsonBody(req);
    if (!body) return error('InvalidParameter', 'body is not JSON');
    if (body.SmsSdkAppId !== SMS_KEYS.sdkAppId) return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId');
    if (body.SignName !== SMS_KEYS.signName)
      return error('FailedOperation.SignatureIncorrectOrUnapproved', 'signature not approved');
    if (!TEMPLATES.has(String(body.TemplateId)))
      return error('FailedOperation.TemplateIncorrectOrUnapproved', 'template not approved');
    const params = body.TemplateParamSet;
    if (!Array.isArray(params) || params.length !== 2 || !params.every((p) => typeof p === 'string'))
      return error('InvalidParameterValue.TemplateParameterFormatError', 'TemplateParamSet');
    const numbers = body.PhoneNumberSet;
    if (!Array.isArray(numbers) || numbers.length === 0) return error('MissingParameter', 'PhoneNumberSet');
    const statuses = numbers.map((n) => {
      const phone = String(n);
      const status = (code: string, message: string) => ({
        SerialNo: '',
        PhoneNumber: phone,
        Fee: 0,
        Code: code,
        Message: message,
      });
      if (!/^\+\d{8,15}$/.test(phone) || UNTEXTABLE.test(phone))
        return status('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
      if (LIMITED.test(phone)) return status('LimitExceeded.PhoneNumberDailyLimit', 'daily limit');
      self.sent.push({ phone, template: String(body.TemplateId), code: String(params[0]) });
      return { ...status('Ok', 'send success'), SerialNo: `serial-${self.sent.length}`, Fee: 1 };
    });
    return { json: { Response: { SendStatusSet: statuses, RequestId: 'req-test' } } };
  });
}
