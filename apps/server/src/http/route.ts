import {
  ApiFailure,
  ErrorCode,
  parseInput,
  type DataOf,
  type EndpointDef,
  type Envelope,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@bangyan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './deps.ts';
import { verifySignature } from './signing.ts';
import { writeXlsx, XLSX_MIME, type XlsxSheet } from '@bangyan/contract/xlsx';

export interface HandlerInput<E extends EndpointDef> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<DataOf<E>>;

/**
 * Registers a contract endpoint. Order in every handler: verify signature → parse → (handler:
 * authorise → query → present) → answer in the envelope. Nothing reaches a handler unparsed.
 */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  if (endpoint.file) throw new Error(`${endpoint.path} answers a file: register it with routeFile or routeImage`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit === null ? {} : { bodyLimit: endpoint.bodyLimit }),
    handler: async (req, reply): Promise<Envelope<DataOf<E>>> => {
      const deps = app.deps;
      const data = await handler(await parseRequest(endpoint, req, reply, deps));
      // Outside production every answer is checked against its schema, so drift fails tests.
      const checked = deps.config.responseValidation ? (endpoint.data.parse(data) as DataOf<E>) : data;
      return { code: ErrorCode.OK, msg: 'success', data: checked };
    },
  });
}

/** What a download endpoint's handler makes: the file's name (without extension) and its sheets. */
export interface XlsxExport {
  filename: string;
  sheets: readonly XlsxSheet[];
}

/**
 * Registers a download endpoint (`file: 'xlsx'` in the contract): the same steps as `route`, then
 * the spreadsheet as an attachment. Failures (bad input, login, tier) answer the envelope as usual.
 */
export function routeFile<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<XlsxExport>,
): void {
  if (endpoint.file !== 'xlsx') throw new Error(`${endpoint.path} is not a file endpoint`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (req, reply) => {
      const { filename, sheets } = await handler(await parseRequest(endpoint, req, reply, app.deps));
      const name = `${filename}.xlsx`;
      // RFC 6266: an ASCII fallback for old clients, the real (Chinese) name in filename*.
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(writeXlsx(sheets)));
    },
  });
}

/** What an image endpoint's handler finds: the image's bytes and type. */
export interface ImageFile {
  bytes: Uint8Array;
  mime: string;
}

/** The cache header of an answer whose address changes with its content: kept for good. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Registers an image endpoint (`file: 'image'` in the contract): the same steps as `route`, then the image. Its
 * address carries a version, so a new image is a new address and an answer may be cached for good.
 */
export function routeImage<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<ImageFile>,
): void {
  if (endpoint.file !== 'image') throw new Error(`${endpoint.path} is not an image endpoint`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (req, reply) => {
      const { bytes, mime } = await handler(await parseRequest(endpoint, req, reply, app.deps));
      return reply
        .header('content-type', mime)
        .header('cache-control', CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });
}

/** Verifies the signature if the endpoint is signed and parses query and form body. */
async function parseRequest<E extends EndpointDef>(
  endpoint: E,
  req: FastifyRequest,
  reply: FastifyReply,
  deps: Deps,
): Promise<HandlerInput<E>> {
  const rawQuery = (req.query ?? {}) as Record<string, unknown>;
  const rawBody = endpoint.method === 'POST' ? ((req.body ?? {}) as Record<string, unknown>) : {};
  if (typeof rawBody !== 'object' || Array.isArray(rawBody)) throw new ApiFailure(ErrorCode.BAD_REQUEST);
  if (endpoint.signed) await verifySignature({ ...rawQuery, ...rawBody }, deps);

  const query = parseInput(endpoint.query, stripSignature(rawQuery));
  if (!query.ok) throw new ApiFailure(ErrorCode.BAD_REQUEST, query.msg);
  const body = parseInput(endpoint.body, stripSignature(rawBody));
  if (!body.ok) throw new ApiFailure(ErrorCode.BAD_REQUEST, body.msg);
  return { query: query.value as ParsedQueryOf<E>, body: body.value as ParsedBodyOf<E>, req, reply, deps };
}

function stripSignature(params: Record<string, unknown>): Record<string, unknown> {
  const { timestamp: _t, client_id: _c, sign: _s, ...rest } = params;
  return rest;
}
