import { afterEach, describe, expect, it } from 'vitest';
import { startBotStandIn, type BotKind, type BotStandIn } from '../../../test/botStandIns.ts';
import { deliveryFailure } from '../../../test/delivery.ts';
import type { AlertMessage } from './delivery.ts';
import { checkWebhookTarget, sendWebhook } from './webhook.ts';

const MESSAGE: AlertMessage = {
  title: '关键词排名变化',
  lines: ['微信 在「聊天」的排名 3 → 1', '抖音 在「短视频」的排名 2 → 5'],
  link: 'https://bangyan.example.com/keyword/monitor?id=7',
};
const OPTIONS = { env: 'test', timeoutMs: 2_000 } as const;
const SECRETS: Record<BotKind, string | undefined> = {
  generic: 'generic-secret-1',
  wecom: undefined,
  feishu: 'feishu-secret-1',
  dingtalk: 'SECdingtalk-secret-1',
};

let standIn: BotStandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function start(kind: BotKind, keyword?: string) {
  standIn = await startBotStandIn(kind, { secret: SECRETS[kind], keyword });
  return standIn;
}

describe('sendWebhook: each provider documented format', () => {
  it('wecom: a markdown message with the lines quoted, the link and the footer', async () => {
    const bot = await start('wecom');
    await sendWebhook({ kind: 'wecom', url: bot.url }, MESSAGE, new Date(), OPTIONS);
    expect(bot.accepted).toEqual([
      {
        msgtype: 'markdown',
        markdown: {
          content: [
            '## 关键词排名变化',
            '> 微信 在「聊天」的排名 3 → 1',
            '> 抖音 在「短视频」的排名 2 → 5',
            '[查看详情](https://bangyan.example.com/keyword/monitor?id=7)',
            '<font color="comment">来自榜眼提醒</font>',
          ].join('\n'),
        },
      },
    ]);
  });

  it('feishu: a signed post message with a paragraph per line and the link', async () => {
    const bot = await start('feishu');
    const now = new Date();
    await sendWebhook({ kind: 'feishu', url: bot.url, secret: SECRETS.feishu }, MESSAGE, now, OPTIONS);
    expect(bot.accepted).toEqual([
      {
        timestamp: String(Math.floor(now.getTime() / 1000)),
        sign: expect.any(String),
        msg_type: 'post',
        content: {
          post: {
            zh_cn: {
              title: '关键词排名变化',
              content: [
                [{ tag: 'text', text: '微信 在「聊天」的排名 3 → 1' }],
                [{ tag: 'text', text: '抖音 在「短视频」的排名 2 → 5' }],
                [{ tag: 'a', text: '查看详情', href: 'https://bangyan.example.com/keyword/monitor?id=7' }],
                [{ tag: 'text', text: '来自榜眼提醒' }],
              ],
            },
          },
        },
      },
    ]);
  });

  it('dingtalk: a markdown message signed in the query, its title in the conversation list', async () => {
    const bot = await start('dingtalk');
    const now = new Date();
    await sendWebhook({ kind: 'dingtalk', url: bot.url, secret: SECRETS.dingtalk }, MESSAGE, now, OPTIONS);
    expect(bot.requests[0]!.url.searchParams.get('timestamp')).toBe(String(now.getTime()));
    expect(bot.accepted).toEqual([
      {
        msgtype: 'markdown',
        markdown: {
          title: '关键词排名变化',
          text: [
            '### 关键词排名变化',
            '- 微信 在「聊天」的排名 3 → 1\n- 抖音 在「短视频」的排名 2 → 5',
            '[查看详情](https://bangyan.example.com/keyword/monitor?id=7)',
            '来自榜眼提醒',
          ].join('\n\n'),
        },
      },
    ]);
  });

  it('generic: our JSON with the timestamp and HMAC signature headers', async () => {
    const bot = await start('generic');
    const now = new Date();
    await sendWebhook({ kind: 'generic', url: bot.url, secret: SECRETS.generic }, MESSAGE, now, OPTIONS);
    expect(bot.requests[0]!.headers['x-bangyan-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(bot.requests[0]!.headers['x-bangyan-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(bot.accepted).toEqual([
      {
        source: 'bangyan',
        title: MESSAGE.title,
        lines: MESSAGE.lines,
        link: MESSAGE.link,
        text: `关键词排名变化\n${MESSAGE.lines.join('\n')}\n查看详情：${MESSAGE.link}\n——来自榜眼提醒`,
        sentAt: now.toISOString(),
      },
    ]);
  });

  it('makes link and mention syntax in names inert, and leaves out a link that is not http(s)', async () => {
    const bot = await start('wecom');
    const message = { title: '<@all> 提醒', lines: ['[点我](https://evil.example)'], link: 'javascript:alert(1)' };
    await sendWebhook({ kind: 'wecom', url: bot.url }, message, new Date(), OPTIONS);
    expect(bot.accepted[0]).toEqual({
      msgtype: 'markdown',
      markdown: {
        content: '## ＜@all＞ 提醒\n> ［点我］(https://evil.example)\n<font color="comment">来自榜眼提醒</font>',
      },
    });
  });

  it('fits many lines into the bot limit and says how many more there are', async () => {
    const bot = await start('wecom');
    const lines = Array.from({ length: 400 }, (_, i) => `第 ${i + 1} 个关键词的排名上升了 ${i} 位`);
    await sendWebhook({ kind: 'wecom', url: bot.url }, { title: '排名变化', lines }, new Date(), OPTIONS);
    const content = String((bot.accepted[0]!.markdown as { content: string }).content);
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(4096);
    expect(content).toMatch(/……另有 \d+ 条，请查看详情/);
  });
});

describe.each(['generic', 'wecom', 'feishu', 'dingtalk'] as const)('sendWebhook to %s: failures', (kind) => {
  const target = (bot: BotStandIn) => ({ kind, url: bot.url, secret: SECRETS[kind] });

  it('a 500 is retryable', async () => {
    const bot = await start(kind);
    bot.mode = 'server-error';
    const err = await deliveryFailure(sendWebhook(target(bot), MESSAGE, new Date(), OPTIONS));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('HTTP 500');
  });

  it('a rate limit is retryable', async () => {
    const bot = await start(kind);
    bot.mode = 'rate-limited';
    expect((await deliveryFailure(sendWebhook(target(bot), MESSAGE, new Date(), OPTIONS))).retryable).toBe(true);
  });

  it('no answer within the timeout is retryable', async () => {
    const bot = await start(kind);
    bot.mode = 'hang';
    const started = Date.now();
    const err = await deliveryFailure(sendWebhook(target(bot), MESSAGE, new Date(), { env: 'test', timeoutMs: 300 }));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('没有应答');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a closed port is retryable', async () => {
    const bot = await start(kind);
    const url = bot.url;
    await bot.close();
    standIn = null;
    const err = await deliveryFailure(sendWebhook({ ...target(bot), url }, MESSAGE, new Date(), OPTIONS));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('无法连接');
  });
});

describe('sendWebhook: refusals are not retryable', () => {
  it.each([
    ['generic', 'HTTP 401'],
    ['feishu', '19021'],
    ['dingtalk', '310000'],
  ] as const)('%s refuses a wrong secret (%s)', async (kind, said) => {
    const bot = await start(kind);
    const wrong = kind === 'dingtalk' ? 'SECwrong' : 'wrong-secret';
    const err = await deliveryFailure(sendWebhook({ kind, url: bot.url, secret: wrong }, MESSAGE, new Date(), OPTIONS));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain(said);
    expect(bot.accepted).toEqual([]);
  });

  it.each(['generic', 'feishu', 'dingtalk'] as const)('%s refuses a timestamp two hours off', async (kind) => {
    const bot = await start(kind);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const err = await deliveryFailure(
      sendWebhook({ kind, url: bot.url, secret: SECRETS[kind] }, MESSAGE, twoHoursAgo, OPTIONS),
    );
    expect(err.retryable).toBe(false);
  });

  it('wecom refuses an unknown bot key with its errcode and message', async () => {
    const bot = await start('wecom');
    const url = bot.url.replace('bot-key-0001', 'other-key');
    const err = await deliveryFailure(sendWebhook({ kind: 'wecom', url }, MESSAGE, new Date(), OPTIONS));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('企业微信群机器人返回错误 93000（invalid webhook url');
  });

  it.each(['feishu', 'dingtalk'] as const)(
    '%s keyword security: refused without it, accepted with 榜眼',
    async (kind) => {
      const refusing = await start(kind, '监控');
      const err = await deliveryFailure(
        sendWebhook({ kind, url: refusing.url, secret: SECRETS[kind] }, MESSAGE, new Date(), OPTIONS),
      );
      expect(err.retryable).toBe(false);
      expect(err.message).toContain('关键词');
      await refusing.close();
      const accepting = await start(kind, '榜眼');
      await sendWebhook({ kind, url: accepting.url, secret: SECRETS[kind] }, MESSAGE, new Date(), OPTIONS);
      expect(accepting.accepted).toHaveLength(1);
    },
  );

  it('a target checkWebhookTarget refuses is never requested', async () => {
    const bot = await start('wecom');
    const err = await deliveryFailure(
      sendWebhook({ kind: 'wecom', url: bot.url }, MESSAGE, new Date(), { env: 'production' }),
    );
    expect(err.retryable).toBe(false);
    expect(bot.requests).toEqual([]);
  });
});

describe('checkWebhookTarget', () => {
  it.each([
    ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx', undefined],
    ['feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/5e3d587e-d78e-4a07', 'secret'],
    ['feishu', 'https://open.larksuite.com/open-apis/bot/v2/hook/5e3d587e', undefined],
    ['dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=98975521a1b2', 'SEC19dd84'],
    ['generic', 'https://hooks.example.com/bangyan', 'secret'],
  ] as const)('accepts %s %s', (kind, url, secret) => {
    expect(checkWebhookTarget({ kind, url, secret }, 'production')).toBeNull();
  });

  it.each([
    ['generic', 'hooks.example.com/x', undefined, '请填写完整的 webhook 地址'],
    ['generic', 'http://hooks.example.com/x', undefined, '必须以 https:// 开头'],
    ['generic', 'https://user:pw@hooks.example.com/x', undefined, '用户名或密码'],
    ['generic', 'https://192.168.1.10/hook', undefined, '本机或内网'],
    ['generic', 'https://[fd00::1]/hook', undefined, '本机或内网'],
    ['generic', 'https://localhost/hook', undefined, '本机或内网'],
    ['wecom', 'https://qyapi.weixin.qq.com.evil.example/cgi-bin/webhook/send?key=1', undefined, '企业微信群机器人'],
    ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send', undefined, '?key='],
    ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=1', 'secret', '没有签名密钥'],
    ['feishu', 'https://open.feishu.cn/open-apis/bot/v2/other', undefined, '飞书机器人'],
    ['dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=1', 'abc', '以 SEC 开头'],
  ] as const)('refuses %s %s in production', (kind, url, secret, text) => {
    expect(checkWebhookTarget({ kind, url, secret }, 'production')).toContain(text);
  });

  it('allows http to localhost outside production only, for every kind at its documented path', () => {
    const local = { kind: 'dingtalk', url: 'http://127.0.0.1:4000/robot/send?access_token=x' } as const;
    expect(checkWebhookTarget(local, 'development')).toBeNull();
    expect(checkWebhookTarget(local, 'production')).toContain('https://');
    expect(checkWebhookTarget({ ...local, url: 'http://127.0.0.1:4000/other' }, 'development')).toContain('钉钉');
    expect(checkWebhookTarget({ kind: 'generic', url: 'http://example.com/hook' }, 'development')).toContain(
      'https://',
    );
  });
});
