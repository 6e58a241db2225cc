import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, ErrorCode, advice, alertUnsubscribe, computeSign, friendLink, pageView } from '@bangyan/contract';
import type { EndpointDef } from '@bangyan/contract';
import {
  TransportError,
  attachmentName,
  createClient,
  errorMessage,
  request,
  toWireEntries,
  unwrap,
} from './client.ts';

const SECRET = 'test-secret';

type FetchArgs = [input: string, init: RequestInit];

/** Stubs the network: every fetch answers with what `answer` builds, and the calls are recorded. */
function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: FetchArgs[] = [];
  const fake = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push([url, init ?? {}]);
    return Promise.resolve(answer(url, init ?? {}));
  });
  vi.stubGlobal('fetch', fake);
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ok = (data: unknown) => json({ code: 0, msg: 'success', data });

/** An endpoint typed loosely so a GET can carry arbitrary query parameters. */
const searchEndpoint: EndpointDef = { ...friendLink, path: '/v1/search/index', signed: false };

function formOf(init: RequestInit): URLSearchParams {
  return new URLSearchParams(String(init.body));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  const client = createClient({ signSecret: SECRET });

  it('puts GET parameters in the query string, joining lists with commas and dropping absent values', async () => {
    const calls = stubFetch(() => ok([]));
    await client.request(searchEndpoint, {
      keyword: '微信 读书',
      genre: 6014,
      ids: [1, 2, 3],
      empty: undefined,
      none: null,
    });
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/v1/search/index');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ keyword: '微信 读书', genre: '6014', ids: '1,2,3' });
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('sends a GET without parameters to the bare path', async () => {
    const calls = stubFetch(() => ok([{ name: '七麦', url: 'https://example.com' }]));
    const envelope = await client.request(friendLink);
    expect(calls[0]![0]).toBe('/v1/temple/friendLink');
    expect(envelope).toEqual({ code: 0, msg: 'success', data: [{ name: '七麦', url: 'https://example.com' }] });
  });

  it('sends POST parameters form-encoded, lists comma-joined, with credentials', async () => {
    const calls = stubFetch(() => ok({ id: 7 }));
    await client.request(advice, { type: [2, 1], func_type: [3], content: '数据 & 更新', wechat: 'wx_01' });
    const [url, init] = calls[0]!;
    expect(url).toBe('/v1/public/advice');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(formOf(init))).toEqual({
      type: '2,1',
      func_type: '3',
      content: '数据 & 更新',
      wechat: 'wx_01',
    });
  });

  it("puts a POST's parameters in the address when asked to, with no body", async () => {
    const calls = stubFetch(() => ok({ channel: 'email' }));
    await client.request(alertUnsubscribe, { u: '12', c: 'email', t: 'a'.repeat(24) }, { inAddress: true });
    const [url, init] = calls[0]!;
    expect(url).toBe(`/v1/public/alertUnsubscribe?u=12&c=email&t=${'a'.repeat(24)}`);
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('adds timestamp, client_id and a valid sign to signed endpoints', async () => {
    const calls = stubFetch(() => ok(null));
    await client.request(pageView, { path: '/new?x=1', referrer: '/' });
    const sent = Object.fromEntries(formOf(calls[0]![1]));
    expect(sent.path).toBe('/new?x=1');
    expect(sent.referrer).toBe('/');
    expect(sent.client_id).toBe('10085');
    expect(sent.timestamp).toMatch(/^\d{10}$/);
    const { sign, ...rest } = sent;
    expect(sign).toBe(computeSign(rest, SECRET));
  });

  it('does not sign unsigned endpoints', async () => {
    const calls = stubFetch(() => ok({ id: 1 }));
    await client.request(advice, { type: [], func_type: [], content: 'x' });
    const sent = formOf(calls[0]![1]);
    expect(sent.has('sign')).toBe(false);
    expect(sent.has('timestamp')).toBe(false);
  });

  it('reports a network failure as 后端接口连接异常', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = client.request(friendLink);
    await expect(failure).rejects.toBeInstanceOf(TransportError);
    await expect(failure).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
  });

  it('aborts after 60000 ms and reports 后端接口请求超时', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      ),
    );
    const failure = client.request(friendLink);
    const settled = expect(failure).rejects.toMatchObject({ kind: 'timeout', message: '后端接口请求超时' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await settled;
  });

  it('rethrows a cancellation by the caller instead of calling it a timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const failure = client.request(friendLink, undefined, { signal: controller.signal });
    controller.abort();
    await expect(failure).rejects.not.toBeInstanceOf(TransportError);
  });

  it('reports an HTTP failure without an envelope as 后端接口 + status + 异常', async () => {
    stubFetch(
      () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const failure = client.request(friendLink);
    await expect(failure).rejects.toMatchObject({ kind: 'http', status: 502, message: '后端接口502异常' });
  });

  it('reports a non-envelope JSON body the same way', async () => {
    stubFetch(() => json({ error: 'Internal Server Error' }, 500));
    await expect(client.request(friendLink)).rejects.toMatchObject({ message: '后端接口500异常' });
  });

  it('returns an envelope whatever the HTTP status', async () => {
    stubFetch(() => json({ code: 400, msg: '请填写反馈内容或选择反馈类型', data: null }, 400));
    const envelope = await client.request(advice, { type: [], func_type: [] });
    expect(envelope).toEqual({ code: 400, msg: '请填写反馈内容或选择反馈类型', data: null });
  });

  it('calls onTooFrequent on code 418 and still returns the envelope', async () => {
    const onTooFrequent = vi.fn();
    const limited = createClient({ signSecret: SECRET, onTooFrequent });
    stubFetch(() => json({ code: 418, msg: '操作过于频繁，请稍后再试', data: null }, 429));
    const envelope = await limited.request(friendLink);
    expect(envelope.code).toBe(418);
    expect(onTooFrequent).toHaveBeenCalledTimes(1);
  });
});

describe('the app client on code 418', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {
      location: { pathname: '/new/ranking/index', search: '?genre=6014&country=cn', assign: vi.fn() },
    });
  });

  it('goes to /frequentOperation with the current address as referer', async () => {
    stubFetch(() => json({ code: 418, msg: '操作过于频繁，请稍后再试', data: null }, 429));
    await request(friendLink);
    const assign = (window.location.assign as ReturnType<typeof vi.fn>).mock.calls;
    expect(assign).toEqual([
      ['/frequentOperation?referer=' + encodeURIComponent('/new/ranking/index?genre=6014&country=cn')],
    ]);
  });

  it('does not redirect on other codes', async () => {
    stubFetch(() => json({ code: 500, msg: '服务器开小差了，请稍后再试', data: null }, 500));
    await request(friendLink);
    expect(window.location.assign).not.toHaveBeenCalled();
  });
});

describe('unwrap', () => {
  it('returns the data of code 0', () => {
    expect(unwrap({ code: 0, msg: 'success', data: [1, 2] })).toEqual([1, 2]);
  });

  it('throws ApiFailure with the code and the server message otherwise', () => {
    const attempt = () => unwrap({ code: ErrorCode.LIMIT_FREE, msg: '关注数已达上限', data: null });
    expect(attempt).toThrow(ApiFailure);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ code: 2, message: '关注数已达上限' });
    }
  });
});

describe('toWireEntries', () => {
  it('stringifies scalars, joins lists and drops null and undefined but keeps empty strings and zero', () => {
    expect(toWireEntries({ a: 0, b: false, c: '', d: [1, 'x'], e: null, f: undefined })).toEqual([
      ['a', '0'],
      ['b', 'false'],
      ['c', ''],
      ['d', '1,x'],
    ]);
  });
});

describe('errorMessage', () => {
  it('shows the message of request and unwrap failures and a generic text for anything else', () => {
    expect(errorMessage(new TransportError('timeout', '后端接口请求超时'))).toBe('后端接口请求超时');
    expect(errorMessage(new ApiFailure(2, '关注数已达上限'))).toBe('关注数已达上限');
    expect(errorMessage(new Error('boom'))).toBe('操作失败，请稍后再试');
  });
});

describe('download', () => {
  const client = createClient({ signSecret: SECRET });
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('answers the file with the name the server gave it', async () => {
    stubFetch(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'Content-Type': xlsx,
            'Content-Disposition': `attachment; filename="___.xlsx"; filename*=UTF-8''${encodeURIComponent('微信.xlsx')}`,
          },
        }),
    );
    const result = await client.download(searchEndpoint, { keyword: '微信' });
    if (!('file' in result)) throw new Error('expected a file');
    expect(result.filename).toBe('微信.xlsx');
    expect(new Uint8Array(await result.file.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it('answers the envelope a failure carries instead of a file', async () => {
    stubFetch(() => json({ code: ErrorCode.LIMIT_FREE, msg: '导出数据为会员功能', data: null }));
    expect(await client.download(searchEndpoint, { keyword: '微信' })).toEqual({
      envelope: { code: 2, msg: '导出数据为会员功能', data: null },
    });
  });

  it('reports an HTTP failure without an envelope as spec 8 does', async () => {
    stubFetch(() => new Response('bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    await expect(client.download(searchEndpoint, {})).rejects.toThrow('后端接口502异常');
  });

  it('reads the UTF-8 name first, the plain name otherwise', () => {
    expect(attachmentName(`attachment; filename="a.xlsx"; filename*=UTF-8''%E5%BE%AE.xlsx`)).toBe('微.xlsx');
    expect(attachmentName('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(attachmentName(`attachment; filename="a.xlsx"; filename*=UTF-8''%E5%ZZ`)).toBe('a.xlsx');
    expect(attachmentName(null)).toBeNull();
  });
});
