import {
  ApiFailure,
  computeSign,
  ErrorCode,
  SIGN_CLIENT_ID,
  SIGN_WINDOW_SECONDS,
  type SignableValue,
} from '@bangyan/contract';
import type { Deps } from './deps.ts';

export const SIGNATURE_MESSAGES = {
  missing: '请求缺少签名',
  expired: '请求已过期，请刷新页面后重试',
  invalid: '请求签名无效',
  replayed: '请求已失效，请勿重复提交',
} as const;

/**
 * Spec 9 request signing: client id 10085, a timestamp within the window of the server's clock,
 * the sign over every other non-empty parameter, and each sign accepted once (a replay is refused).
 */
export async function verifySignature(
  params: Record<string, unknown>,
  deps: Pick<Deps, 'config' | 'kv'>,
  now = Date.now(),
): Promise<void> {
  const { timestamp, client_id: clientId, sign } = params;
  if (
    typeof timestamp !== 'string' ||
    typeof sign !== 'string' ||
    clientId !== SIGN_CLIENT_ID ||
    !/^\d{1,12}$/.test(timestamp)
  ) {
    throw new ApiFailure(ErrorCode.SIGNATURE_INVALID, SIGNATURE_MESSAGES.missing);
  }
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGN_WINDOW_SECONDS) {
    throw new ApiFailure(ErrorCode.SIGNATURE_INVALID, SIGNATURE_MESSAGES.expired);
  }
  const signable: Record<string, SignableValue> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
      signable[name] = value;
    else throw new ApiFailure(ErrorCode.SIGNATURE_INVALID, SIGNATURE_MESSAGES.invalid);
  }
  if (computeSign(signable, deps.config.signSecret) !== sign) {
    throw new ApiFailure(ErrorCode.SIGNATURE_INVALID, SIGNATURE_MESSAGES.invalid);
  }
  // Remembered for twice the window: after that the timestamp check refuses it anyway.
  if (!(await deps.kv.setIfAbsent(`sign:${sign}`, SIGN_WINDOW_SECONDS * 2))) {
    throw new ApiFailure(ErrorCode.SIGNATURE_INVALID, SIGNATURE_MESSAGES.replayed);
  }
}
