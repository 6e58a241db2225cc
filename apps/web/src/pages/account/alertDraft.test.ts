import { describe, expect, it } from 'vitest';
import type { AlertSettings } from '@bangyan/contract';
import { draftOf, pushTimes, saveBody, testBody } from './alertDraft.ts';

const settings: AlertSettings = {
  pushTime: '09:00',
  digest: true,
  instant: false,
  paused: false,
  email: { on: true, address: 'a@example.com' },
  webhook: { on: true, kind: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/x', hasSecret: true },
  wechat: { on: false, bound: false },
  dailyCap: 50,
};

describe('alert draft', () => {
  it('saves every field as it was, keeping the saved secret', () => {
    expect(saveBody(draftOf(settings))).toEqual({
      pushTime: '09:00',
      digest: '1',
      instant: '0',
      paused: '0',
      emailOn: '1',
      webhookOn: '1',
      wechatOn: '0',
      webhookKind: 'feishu',
      webhookUrl: 'https://open.feishu.cn/open-apis/bot/v2/hook/x',
    });
  });

  it('sends a new or cleared secret, none for 企业微信, and no kind before one is chosen', () => {
    const draft = draftOf(settings);
    expect(saveBody({ ...draft, webhookSecret: ' s1 ' }).webhookSecret).toBe('s1');
    expect(saveBody({ ...draft, webhookSecret: '' }).webhookSecret).toBe('');
    expect(saveBody({ ...draft, webhookKind: 'wecom', webhookSecret: 'x' }).webhookSecret).toBe('');
    const none = saveBody(draftOf({ ...settings, webhook: { on: false, kind: '', url: '', hasSecret: false } }));
    expect(none).not.toHaveProperty('webhookKind');
    expect(none.webhookUrl).toBe('');
  });

  it("tests a webhook with the form's target and other channels by name", () => {
    const draft = { ...draftOf(settings), webhookKind: 'generic' as const, webhookUrl: ' http://h/x ' };
    expect(testBody(draft, 'webhook')).toEqual({
      channel: 'webhook',
      webhookKind: 'generic',
      webhookUrl: 'http://h/x',
    });
    expect(testBody(draft, 'email')).toEqual({ channel: 'email' });
  });

  it('offers every half hour, and a saved time between them in its place', () => {
    const times = pushTimes('09:00');
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(times.at(-1)).toBe('23:30');
    const odd = pushTimes('09:15');
    expect(odd).toHaveLength(49);
    expect(odd.slice(18, 21)).toEqual(['09:00', '09:15', '09:30']);
  });
});
