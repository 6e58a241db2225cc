import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../test/app.ts';

describe.each(testDatabaseKinds())('application on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bangyan-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>榜眼</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app-abc.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    t = await createTestApp(kind, { WEB_DIST: dist, SIGN_SECRET: 'secret-</script>' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /healthz with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toMatchObject({ status: 'ok', db: kind });
  });

  it('answers an unknown /v1 path in the envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/v1/nope/nothing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
  });

  it('answers a malformed body in the envelope and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/public/advice',
      headers: { 'content-type': 'application/json' },
      payload: '{"content":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求内容格式不正确', data: null });
    const big = await t.app.inject({
      method: 'POST',
      url: '/v1/public/advice',
      headers: FORM_HEADERS,
      payload: `content=${'x'.repeat(70_000)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 400, msg: '请求内容过大' });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/temple/friendLink',
        '/v1/temple/cooperateList',
        '/v1/public/advice',
        '/v1/public/pageView',
      ]),
    );
    const advice = doc.paths['/v1/public/advice'].post;
    expect(Object.keys(advice.requestBody.content['application/x-www-form-urlencoded'].schema.properties)).toEqual([
      'type',
      'func_type',
      'content',
      'wechat',
    ]);
    expect(advice.responses['200'].content['application/json'].schema.required).toEqual(['code', 'msg', 'data']);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/temple/friendLink' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toBe('3.0.3');
  });

  it('serves the web app for any page path, with the client config injected safely', async () => {
    for (const url of ['/', '/new/ranking/index?genre=36', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<script type="application/json" id="bangyan-config">');
      expect(res.body).toContain('secret-\\u003c/script>');
      expect(res.body).not.toContain('secret-</script>');
    }
  });

  it('serves hashed assets with long caching and a missing asset as 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});
