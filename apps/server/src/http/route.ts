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
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (req, reply): Promise<Envelope<DataOf<E>>> => {
      const deps = app.deps;
      const rawQuery = (req.query ?? {}) as Record<string, unknown>;
      const rawBody = endpoint.method === 'POST' ? ((req.body ?? {}) as Record<string, unknown>) : {};
      if (typeof rawBody !== 'object' || Array.isArray(rawBody)) throw new ApiFailure(ErrorCode.BAD_REQUEST);
      if (endpoint.signed) await verifySignature({ ...rawQuery, ...rawBody }, deps);

      const query = parseInput(endpoint.query, stripSignature(rawQuery));
      if (!query.ok) throw new ApiFailure(ErrorCode.BAD_REQUEST, query.msg);
      const body = parseInput(endpoint.body, stripSignature(rawBody));
      if (!body.ok) throw new ApiFailure(ErrorCode.BAD_REQUEST, body.msg);

      const data = await handler({ query: query.value as ParsedQueryOf<E>, body: body.value as ParsedBodyOf<E>, req, reply, deps });
      // Outside production every answer is checked against its schema, so drift fails tests.
      const checked = deps.config.responseValidation ? (endpoint.data.parse(data) as DataOf<E>) : data;
      return { code: ErrorCode.OK, msg: 'success', data: checked };
    },
  });
}

function stripSignature(params: Record<string, unknown>): Record<string, unknown> {
  const { timestamp: _t, client_id: _c, sign: _s, ...rest } = params;
  return rest;
}
