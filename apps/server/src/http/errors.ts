import { ApiFailure, ERROR_MESSAGES, ErrorCode, type Envelope } from '@bangyan/contract';
import type { FastifyError, FastifyInstance } from 'fastify';

function envelope(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/**
 * Every failure answers in the envelope: ApiFailure with its own code; Fastify's request errors
 * (bad content type, body too large, malformed body) as 400 with a readable message; anything
 * else as 500, logged, with no internals leaked.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiFailure, req, reply) => {
    if (err instanceof ApiFailure) {
      return reply.status(err.httpStatus).send(envelope(err.code, err.message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = requestErrorMessage(err);
      req.log.info({ err: err.message, code: err.code }, 'request refused');
      return reply.status(status === 413 ? 413 : 400).send(envelope(ErrorCode.BAD_REQUEST, msg));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope(ErrorCode.SERVER_ERROR, ERROR_MESSAGES[ErrorCode.SERVER_ERROR]));
  });
}

function requestErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求格式';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求内容格式不正确';
    default:
      return ERROR_MESSAGES[ErrorCode.BAD_REQUEST];
  }
}

export function apiNotFound(): Envelope<null> {
  return envelope(ErrorCode.NOT_FOUND, ERROR_MESSAGES[ErrorCode.NOT_FOUND]);
}
