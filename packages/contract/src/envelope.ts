import { z } from 'zod';

/** Every /v1 answer: `{code, msg, data}`; code 0 is success (spec 3, 7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/**
 * The error-code table (spec 8). HTTP status says the transport category; `code` says what happened
 * and is what the web client acts on.
 */
export const ErrorCode = {
  OK: 0,
  /** Tier limits: reached the free / vip / svip limit (spec 6, 8). */
  LIMIT_FREE: 2,
  LIMIT_VIP: 3,
  LIMIT_SVIP: 4,
  BAD_REQUEST: 400,
  NOT_LOGGED_IN: 401,
  SIGNATURE_INVALID: 403,
  NOT_FOUND: 404,
  /** The operator console: the signed-in operator's role lacks the permission the action needs. */
  NO_PERMISSION: 4030,
  TOO_FREQUENT: 418,
  SERVER_ERROR: 500,
  WECHAT_NOT_BOUND: 2001,
  /** WeChat QR login: not scanned and confirmed yet; the dialog keeps polling. */
  WECHAT_WAITING: 2002,
  /** Legacy not-logged-in code some callers still send (spec 8: 10001 and 401). */
  NOT_LOGGED_IN_LEGACY: 10001,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default message per code; an endpoint may answer a more precise one. */
export const ERROR_MESSAGES: Record<ErrorCodeValue, string> = {
  [ErrorCode.OK]: 'success',
  [ErrorCode.LIMIT_FREE]: '已达到免费用户上限',
  [ErrorCode.LIMIT_VIP]: '已达到VIP用户上限',
  [ErrorCode.LIMIT_SVIP]: '已达到SVIP用户上限',
  [ErrorCode.BAD_REQUEST]: '请求参数有误',
  [ErrorCode.NOT_LOGGED_IN]: '请先登录',
  [ErrorCode.SIGNATURE_INVALID]: '请求签名无效',
  [ErrorCode.NOT_FOUND]: '接口不存在',
  [ErrorCode.NO_PERMISSION]: '没有权限进行此操作',
  [ErrorCode.TOO_FREQUENT]: '操作过于频繁，请稍后再试',
  [ErrorCode.SERVER_ERROR]: '服务器开小差了，请稍后再试',
  [ErrorCode.WECHAT_NOT_BOUND]: '该微信尚未绑定账号',
  [ErrorCode.WECHAT_WAITING]: '等待微信扫码确认',
  [ErrorCode.NOT_LOGGED_IN_LEGACY]: '请先登录',
};

/** HTTP status that goes with each code; business outcomes (limits, wechat) travel as 200. */
export const HTTP_STATUS: Record<ErrorCodeValue, number> = {
  [ErrorCode.OK]: 200,
  [ErrorCode.LIMIT_FREE]: 200,
  [ErrorCode.LIMIT_VIP]: 200,
  [ErrorCode.LIMIT_SVIP]: 200,
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.NOT_LOGGED_IN]: 401,
  [ErrorCode.SIGNATURE_INVALID]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.NO_PERMISSION]: 403,
  [ErrorCode.TOO_FREQUENT]: 429,
  [ErrorCode.SERVER_ERROR]: 500,
  [ErrorCode.WECHAT_NOT_BOUND]: 200,
  [ErrorCode.WECHAT_WAITING]: 200,
  [ErrorCode.NOT_LOGGED_IN_LEGACY]: 401,
};

/**
 * A failure with a code from the table and a message a person can read; it travels with the code's HTTP status unless
 * `httpStatus` says otherwise (the visitor's user-info check answers 401 as a 200, see user routes).
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    msg: string = ERROR_MESSAGES[code],
    readonly httpStatus: number = HTTP_STATUS[code],
  ) {
    super(msg);
    this.name = 'ApiFailure';
  }
}

/** Type guard for a parsed JSON body that has the envelope's shape. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && typeof v.msg === 'string' && 'data' in v;
}
