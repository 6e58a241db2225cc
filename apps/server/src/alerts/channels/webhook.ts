/**
 * Webhook delivery: checks a target (checkWebhookTarget, also for the settings that save one),
 * sends an alert in the target kind's format (webhookFormats.ts) and reads the answer into success
 * or a DeliveryError.
 */
import type { Config } from '../../config.ts';
import {
  DELIVERY_TIMEOUT_MS,
  DeliveryError,
  outbound,
  statusFailure,
  type AlertMessage,
  type ChannelOptions,
  type HttpAnswer,
} from './delivery.ts';
import { PROVIDER_ANSWERS, webhookRequest, type WebhookKind, type WebhookTarget } from './webhookFormats.ts';

/** Each bot kind's documented address: its hosts, its path, and the query parameter naming the bot. */
const ADDRESSES: Record<
  Exclude<WebhookKind, 'generic'>,
  { hosts: string[]; path: RegExp; param?: string; example: string }
> = {
  wecom: {
    hosts: ['qyapi.weixin.qq.com'],
    path: /^\/cgi-bin\/webhook\/send$/,
    param: 'key',
    example: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  },
  feishu: {
    hosts: ['open.feishu.cn', 'open.larksuite.com'],
    path: /^\/open-apis\/bot\/v2\/hook\/[A-Za-z0-9-]+$/,
    example: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
  },
  dingtalk: {
    hosts: ['oapi.dingtalk.com'],
    path: /^\/robot\/send$/,
    param: 'access_token',
    example: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  },
};

const MAX_URL_LENGTH = 2_000;
const MAX_SECRET_LENGTH = 200;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An IP literal of a private, loopback, link-local or shared range: never a webhook's host. */
function privateAddress(host: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168)
    );
  }
  return /^\[(::|f[cd]|fe[89ab])/i.test(host);
}

/**
 * What is wrong with a webhook target, in Chinese for the person who entered it, or null when it
 * may be used. https only, to the kind's documented host and path (any public host for the generic
 * kind); outside production, http(s) to localhost too, which the development receiver and the
 * tests' stand-ins use.
 */
export function checkWebhookTarget(target: WebhookTarget, env: Config['env']): string | null {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return '请填写完整的 webhook 地址（以 https:// 开头）';
  }
  if (target.url.length > MAX_URL_LENGTH) return 'webhook 地址过长';
  if (url.username || url.password) return 'webhook 地址不能包含用户名或密码';
  const local = LOCAL_HOSTS.has(url.hostname) && env !== 'production';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return 'webhook 地址必须以 https:// 开头';
  if (!local && (LOCAL_HOSTS.has(url.hostname) || privateAddress(url.hostname)))
    return 'webhook 地址不能指向本机或内网地址';
  if (target.kind !== 'generic') {
    const address = ADDRESSES[target.kind];
    const name = PROVIDER_ANSWERS[target.kind].name;
    const hostOk = local || address.hosts.includes(url.hostname);
    const paramOk = !address.param || Boolean(url.searchParams.get(address.param));
    if (!hostOk || !address.path.test(url.pathname) || !paramOk)
      return `这不是${name}的 webhook 地址，应形如 ${address.example}`;
  }
  const secret = target.secret ?? '';
  if (secret.length > MAX_SECRET_LENGTH) return '签名密钥过长';
  if (secret && target.kind === 'wecom') return '企业微信群机器人没有签名密钥，请留空';
  if (secret && target.kind === 'dingtalk' && !secret.startsWith('SEC'))
    return '钉钉的加签密钥以 SEC 开头，请从机器人安全设置中复制';
  return null;
}

/**
 * Delivers `message` to `target`, signed at `now`. Resolves once the receiver accepted it; otherwise
 * throws a DeliveryError (retryable or not, see delivery.ts).
 */
export async function sendWebhook(
  target: WebhookTarget,
  message: AlertMessage,
  now: Date,
  options: ChannelOptions,
): Promise<void> {
  const problem = checkWebhookTarget(target, options.env);
  if (problem) throw new DeliveryError(problem, false);
  const request = webhookRequest(target, message, now);
  const name = target.kind === 'generic' ? 'Webhook 接收方' : PROVIDER_ANSWERS[target.kind].name;
  const answer = await outbound(
    request.url,
    { method: 'POST', headers: request.headers, body: request.body },
    options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    name,
  );
  const failure = target.kind === 'generic' ? statusFailure(answer, name) : providerFailure(target.kind, answer);
  if (failure) throw failure;
}

/** A bot's answer as a failure, or null when it says delivered (code 0). */
function providerFailure(kind: Exclude<WebhookKind, 'generic'>, answer: HttpAnswer): DeliveryError | null {
  const provider = PROVIDER_ANSWERS[kind];
  const code = answer.json ? provider.code(answer.json) : undefined;
  if (typeof code === 'number' && code !== 0) {
    const said = String((answer.json && provider.msg(answer.json)) ?? '');
    const hint = provider.hints[code];
    const retryable = provider.retryable.has(code) || answer.status >= 500 || answer.status === 429;
    return new DeliveryError(
      `${provider.name}返回错误 ${code}${said ? `（${said}）` : ''}${hint ? `：${hint}` : ''}`,
      retryable,
    );
  }
  const failure = statusFailure(answer, provider.name);
  if (failure) return failure;
  return code === 0 ? null : new DeliveryError(`${provider.name}的应答无法识别，请核对 webhook 地址`, false);
}
