import { ApiFailure, ErrorCode, isEnvelope, MINUTE_MS, signParams } from '@bangyan/contract';
import type { BodyOf, DataOf, EndpointDef, Envelope, ErrorCodeValue, QueryOf, SignableValue } from '@bangyan/contract';
import { config } from '../config.ts';

/** Spec 7 and 9: every request gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = MINUTE_MS;

/** Spec 8 texts for failures that never produced an envelope. */
export const NETWORK_ERROR_MESSAGE = '后端接口连接异常';
export const TIMEOUT_ERROR_MESSAGE = '后端接口请求超时';
/** Shown when a failure carries no message of its own. */
export const GENERIC_ERROR_MESSAGE = '操作失败，请稍后再试';
export const httpErrorMessage = (status: number): string => `后端接口${status}异常`;

/** Where spec 8 sends a visitor whose requests answer code 418. */
export const FREQUENT_OPERATION_PATH = '/frequentOperation';

/**
 * The transport failed: no connection, no answer in time, or an answer that is not an envelope.
 * Business failures are never thrown by `request`; they come back as envelopes with code ≠ 0.
 */
export class TransportError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'http',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/**
 * `z.object({})` inputs as `Record<string, never>`, so an endpoint's parameters are its form body
 * when it has one and its query otherwise (the API has no endpoint with both).
 */
type IsEmptyShape<T> = string extends keyof T ? true : false;
export type ParamsOf<E extends EndpointDef> = IsEmptyShape<BodyOf<E>> extends true ? QueryOf<E> : BodyOf<E>;

/** Parameters may be left out when every one of them is optional. */
type ParamsArg<E extends EndpointDef> =
  Record<string, never> extends ParamsOf<E>
    ? [params?: ParamsOf<E>, options?: RequestOptions]
    : [params: ParamsOf<E>, options?: RequestOptions];

export interface RequestOptions {
  /** Cancels the request (react-query passes one); a cancellation is rethrown as is, not as a timeout. */
  signal?: AbortSignal;
  /**
   * A POST whose parameters are its query, not a form body (an endpoint with `query` and no `body`, such as a link's
   * one-click action): they go in the address, and the POST has no body.
   */
  inAddress?: boolean;
}

export interface ClientOptions {
  signSecret: string;
  timeoutMs?: number;
  /** Prefix for endpoint paths; '' = same origin, which is how the server serves the app. */
  baseUrl?: string;
  /** Defaults to the global fetch looked up at call time (so tests can stub it). */
  fetch?: typeof fetch;
  /** Called when an answer carries code 418 (too frequent). */
  onTooFrequent?: () => void;
}

type WireParams = Record<string, SignableValue>;

/** Drops absent values and joins lists with commas: the one wire format for query and form body. */
export function toWireEntries(params: WireParams): [string, string][] {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    entries.push([name, Array.isArray(value) ? value.join(',') : String(value)]);
  }
  return entries;
}

/** A download's outcome: the file, or the envelope the server answered instead (a failure). */
export type DownloadResult = { file: Blob; filename: string } | { envelope: Envelope<unknown> };

export function createClient(options: ClientOptions) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = options.baseUrl ?? '';

  /**
   * Sends `endpoint` with `params` (signed if it is) and reads the answer with `read`, all within
   * the timeout; transport failures become TransportErrors with spec 8's texts.
   */
  async function send<T>(
    endpoint: EndpointDef,
    params: unknown,
    requestOptions: RequestOptions | undefined,
    read: (response: Response) => Promise<T>,
  ): Promise<{ response: Response; value: T }> {
    // Endpoint inputs are zod input types (some `unknown` for lenient list fields); on the wire
    // they are the scalar or list values SignableValue describes.
    let wire = { ...((params ?? {}) as object) } as WireParams;
    if (endpoint.signed) wire = signParams(wire, options.signSecret);
    const entries = toWireEntries(wire);

    let url = baseUrl + endpoint.path;
    const init: RequestInit = {
      method: endpoint.method,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    };
    if (endpoint.method === 'GET' || requestOptions?.inAddress) {
      if (entries.length > 0) url += `?${new URLSearchParams(entries).toString()}`;
    } else {
      init.headers = { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
      init.body = new URLSearchParams(entries).toString();
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outerSignal = requestOptions?.signal;
    const forwardAbort = () => controller.abort(outerSignal?.reason);
    if (outerSignal?.aborted) forwardAbort();
    else outerSignal?.addEventListener('abort', forwardAbort, { once: true });
    init.signal = controller.signal;

    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const response = await doFetch(url, init);
      return { response, value: await read(response) };
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', TIMEOUT_ERROR_MESSAGE);
      if (outerSignal?.aborted) throw error;
      throw new TransportError('network', NETWORK_ERROR_MESSAGE);
    } finally {
      clearTimeout(timer);
      outerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  /** The envelope in `text`; anything else is an HTTP failure. Code 418 sends the visitor to slow down. */
  function envelopeOf(response: Response, text: string): Envelope<unknown> {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    // An envelope is the server speaking, whatever the HTTP status: the caller decides by code.
    if (!isEnvelope(body)) throw new TransportError('http', httpErrorMessage(response.status), response.status);
    if (body.code === ErrorCode.TOO_FREQUENT) options.onTooFrequent?.();
    return body;
  }

  async function request<E extends EndpointDef>(endpoint: E, ...args: ParamsArg<E>): Promise<Envelope<DataOf<E>>> {
    const [params, requestOptions] = args;
    const { response, value } = await send(endpoint, params, requestOptions, async (r) => await r.text());
    return envelopeOf(response, value) as Envelope<DataOf<E>>;
  }

  /** `request` followed by `unwrap`: resolves to the data or rejects with ApiFailure / TransportError. */
  async function fetchData<E extends EndpointDef>(endpoint: E, ...args: ParamsArg<E>): Promise<DataOf<E>> {
    return unwrap(await request(endpoint, ...args));
  }

  /**
   * A file endpoint (`file` in the contract): the file with the name the server gave it, or the
   * envelope it answered instead (bad input, login, tier limit), for the caller to act on.
   */
  async function download<E extends EndpointDef>(endpoint: E, ...args: ParamsArg<E>): Promise<DownloadResult> {
    const [params, requestOptions] = args;
    const { response, value } = await send(endpoint, params, requestOptions, async (r): Promise<string | Blob> =>
      (r.headers.get('content-type') ?? '').includes('application/json') ? await r.text() : await r.blob(),
    );
    if (typeof value === 'string') return { envelope: envelopeOf(response, value) };
    if (!response.ok) throw new TransportError('http', httpErrorMessage(response.status), response.status);
    return {
      file: value,
      filename: attachmentName(response.headers.get('content-disposition')) ?? endpoint.path.split('/').pop()!,
    };
  }

  return { request, fetchData, download };
}

/** The file name of a Content-Disposition header: its UTF-8 `filename*` if present, else `filename`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** The data of a successful envelope; any other code becomes an ApiFailure carrying the server's msg. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== ErrorCode.OK) {
    // Codes come from the contract's table; an empty msg falls back to the table's text.
    throw new ApiFailure(envelope.code as ErrorCodeValue, envelope.msg || undefined);
  }
  return envelope.data;
}

/** Sends the visitor to the slow-down page, remembering where they were (spec 8). */
export function redirectToFrequentOperation(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  // Requests made by the slow-down page itself must not bounce it onto itself.
  if (pathname === FREQUENT_OPERATION_PATH) return;
  window.location.assign(`${FREQUENT_OPERATION_PATH}?referer=${encodeURIComponent(pathname + search)}`);
}

/** A message a person can read for anything a request or unwrap threw. */
export function errorMessage(error: unknown): string {
  if ((error instanceof ApiFailure || error instanceof TransportError) && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

export const { request, fetchData, download } = createClient({
  signSecret: config.signSecret,
  onTooFrequent: redirectToFrequentOperation,
});
