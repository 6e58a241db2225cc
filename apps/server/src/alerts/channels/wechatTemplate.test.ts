import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWER, MP, mpConfig, startWechatStandIn, type WechatStandIn } from '../../../test/wechatStandIn.ts';
import { deliveryFailure } from '../../../test/delivery.ts';
import { MemoryKv } from '../../infra/kv.ts';
import type { AlertMessage } from './delivery.ts';
import { alertTemplateMessage, wechatApiProvider } from './wechatTemplate.ts';

const NOW = new Date('2026-03-02T01:30:00Z');
const MESSAGE: AlertMessage = {
  title: '关键词排名变化',
  lines: ['微信 在「聊天」的排名 3 → 1'],
  link: 'https://bangyan.example.com/keyword/monitor?id=7',
};

let wx: WechatStandIn;
let kv: MemoryKv;
beforeEach(async () => {
  wx = await startWechatStandIn();
  kv = new MemoryKv();
});
afterEach(async () => {
  await wx.close();
  await kv.close();
});

const provider = (options: { timeoutMs?: number } = {}) =>
  wechatApiProvider(mpConfig(wx), kv, { timeoutMs: 2_000, ...options });
const alertTo = (openid: string, message = MESSAGE) => alertTemplateMessage(MP.alertTemplateId, openid, message, NOW);

describe('WeChat template messages through the official-account API', () => {
  it('sends the alert template with a fetched token, and keeps the token for the next sends', async () => {
    const p = provider();
    expect(p.alertTemplateId).toBe(MP.alertTemplateId);
    await p.send(alertTo(FOLLOWER));
    await p.send(alertTo(FOLLOWER));
    // Another server process sharing the key/value store uses the same token.
    await provider().send(alertTo(FOLLOWER));
    expect(wx.tokenRequests()).toBe(1);
    expect(wx.accepted).toHaveLength(3);
    expect(wx.accepted[0]).toEqual({
      touser: FOLLOWER,
      template_id: MP.alertTemplateId,
      url: MESSAGE.link,
      data: {
        thing1: { value: '关键词排名变化' },
        thing2: { value: '微信 在「聊天」的排名 3 → 1' },
        time3: { value: '2026-03-02 09:30' },
      },
    });
  });

  it('fetches a new token once when WeChat calls the kept one invalid (40001), and sends again', async () => {
    const p = provider();
    await p.send(alertTo(FOLLOWER));
    wx.revokeTokens();
    await p.send(alertTo(FOLLOWER));
    expect(wx.tokenRequests()).toBe(2);
    expect(wx.sendRequests()).toBe(3);
    expect(wx.accepted).toHaveLength(2);
  });

  it('refreshes only once: a token refused again is a failure that needs a person', async () => {
    wx.mode = 'reject-all-tokens';
    const err = await deliveryFailure(provider().send(alertTo(FOLLOWER)));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('40001');
    expect(wx.tokenRequests()).toBe(2);
    expect(wx.sendRequests()).toBe(2);
  });

  it('a wrong secret fails at the token, not retryable, and nothing is sent', async () => {
    const p = wechatApiProvider({ ...mpConfig(wx), secret: 'wrong' }, kv);
    const err = await deliveryFailure(p.send(alertTo(FOLLOWER)));
    expect(err).toMatchObject({ retryable: false, message: expect.stringContaining('40125') });
    expect(wx.sendRequests()).toBe(0);
  });

  it('a user who does not follow the account is refused, not retryable', async () => {
    const err = await deliveryFailure(provider().send(alertTo('o-stranger')));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('43004（require subscribe）：该用户未关注公众号');
  });

  it.each(['busy', 'server-error'] as const)('%s (system busy -1, a 502) is retryable', async (mode) => {
    wx.mode = mode;
    expect((await deliveryFailure(provider().send(alertTo(FOLLOWER)))).retryable).toBe(true);
  });

  it('no answer within the timeout is retryable', async () => {
    await provider().send(alertTo(FOLLOWER));
    wx.mode = 'hang';
    const err = await deliveryFailure(provider({ timeoutMs: 300 }).send(alertTo(FOLLOWER)));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('没有应答');
  });
});

describe('alertTemplateMessage', () => {
  it('fits the title and detail into the 20-character thing fields WeChat enforces', async () => {
    const long = { title: '你关注的应用「某某超级长名字的应用」排名大幅上升', lines: ['a', 'b', 'c'] };
    const message = alertTo(FOLLOWER, long);
    expect(message.data.thing1!.value).toBe('你关注的应用「某某超级长名字的应用」排…');
    expect(message.data.thing2!.value).toBe('共 3 项变化，点击查看详情');
    expect(message.url).toBeUndefined();
    await provider().send(message);
    expect(wx.accepted).toHaveLength(1);
  });
});
