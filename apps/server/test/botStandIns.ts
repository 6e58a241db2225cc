/**
 * Stand-ins for the group bots and a generic receiver, each checking a request the way the real one
 * documents (path, bot key, body shape, signature recomputed from the secret and the timestamp it
 * received, a timestamp at most an hour off) and answering in its format: success, its documented
 * refusal, a rate limit, a 500, or no answer at all.
 */
import { createHmac } from 'node:crypto';
import {
  jsonBody,
  startStandIn,
  type ReceivedRequest,
  type StandInReply,
  type StandInServer,
} from './standInServer.ts';

export type BotKind = 'generic' | 'wecom' | 'feishu' | 'dingtalk';

/** What the stand-in does with a request that passes its checks. */
export type BotMode = 'ok' | 'rate-limited' | 'server-error' | 'hang';

export interface BotStandIn extends StandInServer {
  /** The webhook URL a user would paste for this bot. */
  url: string;
  mode: BotMode;
  /** The bodies of requests that passed every check, parsed. */
  accepted: Record<string, unknown>[];
}

const HOUR_MS = 3_600_000;
const hmac = (key: string | Buffer, data: string | Buffer) => createHmac('sha256', key).update(data);
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const record = (v: unknown) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {});

interface Checks {
  path: string;
  url: (base: string) => string;
  /** The refusal answer for a request that fails a check, or null when it passes. */
  refuse: (req: ReceivedRequest, body: Record<string, unknown> | null) => StandInReply | null;
  ok: StandInReply;
  rateLimited: StandInReply;
}

function checksFor(kind: BotKind, secret: string | undefined, keyword: string | undefined): Checks {
  const KEY = 'bot-key-0001';
  switch (kind) {
    case 'wecom':
      return {
        path: '/cgi-bin/webhook/send',
        url: (base) => `${base}/cgi-bin/webhook/send?key=${KEY}`,
        refuse: (req, body) => {
          if (req.url.searchParams.get('key') !== KEY)
            return { json: { errcode: 93000, errmsg: 'invalid webhook url, hint: [1] from ip: 127.0.0.1' } };
          const content = record(body?.markdown).content;
          if (body?.msgtype !== 'markdown') return { json: { errcode: 40008, errmsg: 'invalid message type' } };
          if (!isString(content)) return { json: { errcode: 44004, errmsg: 'empty content' } };
          if (Buffer.byteLength(content) > 4096)
            return { json: { errcode: 40058, errmsg: 'markdown.content exceed max length 4096' } };
          return null;
        },
        ok: { json: { errcode: 0, errmsg: 'ok' } },
        rateLimited: { json: { errcode: 45009, errmsg: 'api freq out of limit' } },
      };
    case 'feishu':
      return {
        path: `/open-apis/bot/v2/hook/${KEY}`,
        url: (base) => `${base}/open-apis/bot/v2/hook/${KEY}`,
        refuse: (_req, body) => {
          const post = record(record(record(body?.content).post).zh_cn);
          const paragraphs = post.content;
          const shapeOk =
            body?.msg_type === 'post' &&
            isString(post.title) &&
            Array.isArray(paragraphs) &&
            paragraphs.every((p) => Array.isArray(p) && p.every((el) => isString(record(el).tag)));
          if (!shapeOk) return { status: 400, json: { code: 9499, msg: 'Bad Request', data: {} } };
          if (secret) {
            const ts = body?.timestamp;
            const fresh = isString(ts) && /^\d+$/.test(ts) && Math.abs(Date.now() - Number(ts) * 1000) <= HOUR_MS;
            const expected = isString(ts) ? hmac(`${ts}\n${secret}`, Buffer.alloc(0)).digest('base64') : null;
            if (!fresh || body?.sign !== expected)
              return {
                json: {
                  code: 19021,
                  msg: 'sign match fail or timestamp is not within one hour from current time',
                  data: {},
                },
              };
          }
          if (keyword && !JSON.stringify(body).includes(keyword))
            return { json: { code: 19024, msg: 'Key Words Not Found', data: {} } };
          return null;
        },
        ok: { json: { code: 0, msg: 'success', data: {} } },
        rateLimited: { json: { code: 11232, msg: 'frequency limited psm[lark.oapi.app_platform_runtime]', data: {} } },
      };
    case 'dingtalk':
      return {
        path: '/robot/send',
        url: (base) => `${base}/robot/send?access_token=${KEY}`,
        refuse: (req, body) => {
          if (req.url.searchParams.get('access_token') !== KEY)
            return { json: { errcode: 300001, errmsg: 'token is not exist' } };
          if (secret) {
            // The query is decoded here: a sign sent without URL-encoding ('+' as a space) fails.
            const ts = req.url.searchParams.get('timestamp') ?? '';
            const fresh = /^\d+$/.test(ts) && Math.abs(Date.now() - Number(ts)) <= HOUR_MS;
            if (!fresh || req.url.searchParams.get('sign') !== hmac(secret, `${ts}\n${secret}`).digest('base64'))
              return { json: { errcode: 310000, errmsg: 'sign not match, more: [https://ding-doc.dingtalk.com]' } };
          }
          const markdown = record(body?.markdown);
          if (body?.msgtype !== 'markdown' || !isString(markdown.title) || !isString(markdown.text))
            return { json: { errcode: 40035, errmsg: '缺少参数 json' } };
          if (keyword && !JSON.stringify(body).includes(keyword))
            return { json: { errcode: 310000, errmsg: 'keywords not in content' } };
          return null;
        },
        ok: { json: { errcode: 0, errmsg: 'ok' } },
        rateLimited: { json: { errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' } },
      };
    case 'generic':
      return {
        path: '/hooks/bangyan',
        url: (base) => `${base}/hooks/bangyan`,
        refuse: (req, body) => {
          const ts = String(req.headers['x-bangyan-timestamp'] ?? '');
          if (!/^\d+$/.test(ts) || Math.abs(Date.now() - Number(ts) * 1000) > HOUR_MS)
            return { status: 401, json: { error: 'stale timestamp' } };
          const expected = secret ? `sha256=${hmac(secret, `${ts}.${req.body}`).digest('hex')}` : undefined;
          if (req.headers['x-bangyan-signature'] !== expected) return { status: 401, json: { error: 'bad signature' } };
          const shapeOk =
            body?.source === 'bangyan' &&
            isString(body.title) &&
            Array.isArray(body.lines) &&
            isString(body.text) &&
            isString(body.sentAt);
          return shapeOk ? null : { status: 400, json: { error: 'bad body' } };
        },
        ok: { status: 202, json: { received: true } },
        rateLimited: { status: 429, json: { error: 'slow down' } },
      };
  }
}

/** Starts a stand-in for `kind`; with `secret` it requires a valid signature, with `keyword` that word. */
export async function startBotStandIn(
  kind: BotKind,
  options: { secret?: string; keyword?: string } = {},
): Promise<BotStandIn> {
  const checks = checksFor(kind, options.secret, options.keyword);
  const accepted: Record<string, unknown>[] = [];
  const state = { mode: 'ok' as BotMode };
  const server = await startStandIn((req) => {
    if (req.method !== 'POST' || req.url.pathname !== checks.path) return { status: 404, json: { error: 'not found' } };
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return { status: 400, json: { error: 'content type' } };
    const body = jsonBody(req);
    const refusal = checks.refuse(req, body);
    if (refusal) return refusal;
    if (state.mode === 'hang') return 'hang';
    if (state.mode === 'server-error') return { status: 500, json: { error: 'internal error' } };
    if (state.mode === 'rate-limited') return checks.rateLimited;
    accepted.push(body ?? {});
    return checks.ok;
  });
  return {
    ...server,
    url: checks.url(server.baseUrl),
    accepted,
    get mode() {
      return state.mode;
    },
    set mode(mode: BotMode) {
      state.mode = mode;
    },
  };
}
