import { createHash } from 'node:crypto';
import { ErrorCode, WECHAT_SHARE_TEXTS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { MP, mpEnv, startWechatStandIn, type WechatStandIn } from '../../../test/wechatStandIn.ts';
import { clientConfig } from '../../http/web.ts';

const SITE = 'https://bangyan.example.com';

/** The JS-SDK's wx.config for a page inside WeChat's browser, against the official account's stand-in. */
describe.each(testDatabaseKinds().slice(0, 1))('WeChat JS-SDK settings on %s', (kind) => {
  let wx: WechatStandIn;
  let t: TestApp;
  beforeAll(async () => {
    wx = await startWechatStandIn();
    t = await createTestApp(kind, { SITE_URL: SITE, ...mpEnv(wx) });
  });
  afterAll(async () => {
    await t?.close();
    await wx?.close();
  });

  const jsConfig = async (url: string, app = t) =>
    (await app.app.inject({ method: 'GET', url: `/v1/public/wechatJsConfig?${new URLSearchParams({ url })}` })).json();
  /** The signature WeChat computes for a page, from the ticket it issued. */
  const wechatSignature = (ticket: string, data: { nonceStr: string; timestamp: number }, url: string) =>
    createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${url}`)
      .digest('hex');

  it("signs a page of the site with the account's ticket, kept for the next pages", async () => {
    const page = `${SITE}/new/apps/index?appId=414478124&country=cn`;
    const before = Math.floor(Date.now() / 1000);
    const answer = await jsConfig(page);
    expect(answer).toMatchObject({ code: 0, data: { appId: MP.appId } });
    const { data } = answer;
    expect(data.timestamp).toBeGreaterThanOrEqual(before);
    expect(data.timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(data.nonceStr).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(wx.tickets).toHaveLength(1);
    expect(data.signature).toBe(wechatSignature(wx.tickets[0]!, data, page));

    const other = await jsConfig(`${SITE}/`);
    expect(other.data.signature).toBe(wechatSignature(wx.tickets[0]!, other.data, `${SITE}/`));
    expect(other.data.nonceStr).not.toBe(data.nonceStr);
    expect(wx.ticketRequests()).toBe(1);
    expect(wx.tokenRequests()).toBe(1);
  });

  it('fetches a new token once when WeChat calls the kept one invalid, and a ticket with it', async () => {
    await t.kv.delete(`wechat:mp:jsapi:${MP.appId}`);
    wx.revokeTokens();
    const tokens = wx.tokenRequests();
    const answer = await jsConfig(`${SITE}/vip/index`);
    expect(answer.code).toBe(0);
    expect(wx.tokenRequests()).toBe(tokens + 1);
    expect(answer.data.signature).toBe(wechatSignature(wx.tickets.at(-1)!, answer.data, `${SITE}/vip/index`));

    // A token refused again is a failure, said in the envelope; nothing kept.
    await t.kv.delete(`wechat:mp:jsapi:${MP.appId}`);
    wx.mode = 'reject-all-tokens';
    try {
      expect(await jsConfig(`${SITE}/vip/index`)).toEqual({
        code: ErrorCode.SERVER_ERROR,
        msg: WECHAT_SHARE_TEXTS.failed,
        data: null,
      });
      expect(await t.kv.get(`wechat:mp:jsapi:${MP.appId}`)).toBeNull();
    } finally {
      wx.mode = 'ok';
    }
  });

  it.each([
    ['another site', 'https://evil.example.com/x', WECHAT_SHARE_TEXTS.urlForeign],
    ['another port', 'https://bangyan.example.com:8443/', WECHAT_SHARE_TEXTS.urlForeign],
    ['plain http', 'http://bangyan.example.com/', WECHAT_SHARE_TEXTS.urlForeign],
    ['a user in the address', 'https://bangyan.example.com@evil.example.com/', WECHAT_SHARE_TEXTS.urlForeign],
    ['not an address', '/new/apps/index', WECHAT_SHARE_TEXTS.urlForeign],
    ['a fragment', `${SITE}/vip/index#orders`, WECHAT_SHARE_TEXTS.urlFragment],
    ['nothing', '', WECHAT_SHARE_TEXTS.urlEmpty],
  ])('refuses %s, asking WeChat nothing', async (_, url, msg) => {
    const requests = wx.requests.length;
    expect(await jsConfig(url)).toEqual({ code: ErrorCode.BAD_REQUEST, msg, data: null });
    expect(wx.requests.length).toBe(requests);
  });

  it('says it is not configured without an official account (the pages then leave WeChat alone)', async () => {
    const plain = await createTestApp(kind, { SITE_URL: SITE });
    try {
      expect(await jsConfig(`${SITE}/`, plain)).toEqual({
        code: ErrorCode.BAD_REQUEST,
        msg: WECHAT_SHARE_TEXTS.unavailable,
        data: null,
      });
      expect(clientConfig(plain.config).wechatMp).toBe(false);
      expect(clientConfig(t.config).wechatMp).toBe(true);
      // Only an official account's site lets WeChat's JS-SDK script run.
      const csp = async (app: TestApp) =>
        String((await app.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(await csp(t)).toMatch(/script-src 'self' https:\/\/res\.wx\.qq\.com;/);
      expect(await csp(plain)).toMatch(/script-src 'self';/);
    } finally {
      await plain.close();
    }
  });
});
