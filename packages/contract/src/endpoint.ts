import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** Endpoints live under /v1; a few the spec names under /api/v2 (spec 7: /api/v2/review/list). */
export type EndpointPath = `/v1/${string}` | `/api/v2/${string}`;

/**
 * One endpoint, defined once. The server registers its route from this (validation of query and
 * form body, the data schema it answers), the web client is typed by it, and the OpenAPI document
 * is generated from it.
 */
export interface EndpointDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: EndpointPath;
  summary: string;
  tag: string;
  query: Q;
  /** Form-encoded (application/x-www-form-urlencoded) body; POST only. */
  body: B;
  data: D;
  /** Requests must carry timestamp, client_id and sign (spec 9). */
  signed: boolean;
  /**
   * A download: success answers the file itself (`data` is then z.null()); failures still answer
   * the envelope.
   */
  file: FileKind | null;
  /** The largest form body it takes, in bytes, when more than the server's default (an upload's). */
  bodyLimit: number | null;
}

/** File formats an endpoint can answer: a spreadsheet, or an image (the type is the handler's). */
export type FileKind = 'xlsx' | 'image';

// Pure: a bundle that never calls defineEndpoint (the web's) leaves zod out.
const empty = /* @__PURE__ */ z.object({});
type Empty = typeof empty;

export function defineEndpoint<
  Q extends z.ZodType = Empty,
  B extends z.ZodType = Empty,
  D extends z.ZodType = z.ZodNull,
>(def: {
  method: HttpMethod;
  path: EndpointPath;
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  data: D;
  signed?: boolean;
  file?: FileKind;
  bodyLimit?: number;
}): EndpointDef<Q, B, D> {
  return {
    method: def.method,
    path: def.path,
    summary: def.summary,
    tag: def.tag,
    query: (def.query ?? empty) as Q,
    body: (def.body ?? empty) as B,
    data: def.data,
    signed: def.signed ?? false,
    file: def.file ?? null,
    bodyLimit: def.bodyLimit ?? null,
  };
}

export type QueryOf<E extends EndpointDef> = z.input<E['query']>;
export type BodyOf<E extends EndpointDef> = z.input<E['body']>;
export type ParsedQueryOf<E extends EndpointDef> = z.output<E['query']>;
export type ParsedBodyOf<E extends EndpointDef> = z.output<E['body']>;
export type DataOf<E extends EndpointDef> = z.output<E['data']>;
