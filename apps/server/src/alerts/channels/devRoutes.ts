/**
 * The channels' development stand-ins over HTTP, registered beside /dev/outbox and only outside
 * production: GET /dev/mail (the mail outbox), GET /dev/wechat-messages (recorded template messages),
 * and a webhook receiver anyone can try without an account: POST /dev/webhook/:token stores what
 * arrives and answers the generic format's success, GET /dev/webhook/:token shows it. Each GET
 * answers a readable HTML page, or with ?format=json the rows in the envelope.
 */
import { ApiFailure, ErrorCode } from '@bangyan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { devMailPage, devWebhookPage, devWechatPage } from './devPages.ts';

/** The most rows a /dev page lists. */
const DEV_LIST_LIMIT = 50;
/** The largest body the development receiver keeps (the group bots take 20 KB at most). */
export const DEV_WEBHOOK_BODY_LIMIT = 64 * 1024;

const format = z.enum(['json', 'html'], { message: 'format 只能是 json 或 html' }).optional();
const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '接收地址的标识须为 8 到 64 位字母、数字、下划线或连字符'),
});
const mailQuery = z.object({
  format,
  to: z.string({ message: '收件人只能填一个' }).trim().max(200, '收件人过长').optional(),
});
const wechatQuery = z.object({
  format,
  openid: z.string({ message: 'openid 只能填一个' }).trim().max(128, 'openid 过长').optional(),
});
const webhookQuery = z.object({ format });

/** The input as the schema reads it; the first problem answers {code: 400, msg}. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ApiFailure(ErrorCode.BAD_REQUEST, result.error.issues[0]!.message);
  return result.data;
}

/** The rows in the envelope, or the HTML page. */
function answer(reply: FastifyReply, asJson: boolean, rows: unknown[], html: () => string) {
  if (asJson) return { code: ErrorCode.OK, msg: 'success', data: rows };
  return reply.type('text/html; charset=utf-8').send(html());
}

const receiveUrl = (req: FastifyRequest, token: string) =>
  `${req.protocol}://${req.headers.host ?? 'localhost'}/dev/webhook/${token}`;

export function devChannelRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  app.get('/dev/mail', async (req, reply) => {
    const query = parse(mailQuery, req.query);
    let select = db.selectFrom('dev_mail').selectAll().orderBy('id', 'desc').limit(DEV_LIST_LIMIT);
    if (query.to) select = select.where('recipient', '=', query.to.toLowerCase());
    const mails = await select.execute();
    return answer(reply, query.format === 'json', mails, () => devMailPage(mails, query.to));
  });

  app.get('/dev/wechat-messages', async (req, reply) => {
    const query = parse(wechatQuery, req.query);
    let select = db.selectFrom('dev_wechat_messages').selectAll().orderBy('id', 'desc').limit(DEV_LIST_LIMIT);
    if (query.openid) select = select.where('openid', '=', query.openid);
    const messages = await select.execute();
    return answer(reply, query.format === 'json', messages, () => devWechatPage(messages));
  });

  app.get('/dev/webhook/:token', async (req, reply) => {
    const { token } = parse(tokenParams, req.params);
    const query = parse(webhookQuery, req.query);
    const arrivals = await db
      .selectFrom('dev_webhook_inbox')
      .selectAll()
      .where('token', '=', token)
      .orderBy('id', 'desc')
      .limit(DEV_LIST_LIMIT)
      .execute();
    return answer(reply, query.format === 'json', arrivals, () =>
      devWebhookPage(token, receiveUrl(req, token), arrivals),
    );
  });

  // The receiver keeps the body exactly as sent (a signature covers its bytes), whatever its type.
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: DEV_WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    raw.post('/dev/webhook/:token', { bodyLimit: DEV_WEBHOOK_BODY_LIMIT }, async (req) => {
      const { token } = parse(tokenParams, req.params);
      // A browser's cookies are no business of whoever reads the page.
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'cookie'));
      const row = await db
        .insertInto('dev_webhook_inbox')
        .values({ token, headers: JSON.stringify(headers), body: typeof req.body === 'string' ? req.body : '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { code: ErrorCode.OK, msg: 'success', data: { id: row.id } };
    });
  });
}
