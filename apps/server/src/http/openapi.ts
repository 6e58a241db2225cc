import { ALL_ENDPOINTS, type EndpointDef, type FileKind } from '@bangyan/contract';
import { z } from 'zod';
import { XLSX_MIME } from '@bangyan/contract/xlsx';

type JsonSchema = Record<string, unknown>;

const FILE_MIME: Record<FileKind, string> = { xlsx: XLSX_MIME, image: 'image/*' };

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer', description: '0 成功，其他见错误码表' }, msg: { type: 'string' }, data },
  };
}

function operation(endpoint: EndpointDef): JsonSchema {
  const query = schemaOf(endpoint.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const parameters = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (query.required ?? []).includes(name),
    schema,
  }));
  // A signed GET carries the signature in the query; a signed POST in its form body.
  if (endpoint.signed && endpoint.method === 'GET') {
    for (const name of ['timestamp', 'client_id', 'sign']) {
      parameters.push({ name, in: 'query', required: true, schema: { type: 'string' } });
    }
  }
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    parameters,
    ...(endpoint.method === 'POST'
      ? {
          requestBody: {
            content: { 'application/x-www-form-urlencoded': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': endpoint.file
        ? {
            description: '成功时为文件（附件）；业务错误时为 JSON（见 code）',
            content: {
              [FILE_MIME[endpoint.file]]: { schema: { type: 'string', format: 'binary' } },
              'application/json': { schema: envelopeOf(schemaOf(endpoint.data, 'output')) },
            },
          }
        : {
            description: '成功或业务错误（见 code）',
            content: { 'application/json': { schema: envelopeOf(schemaOf(endpoint.data, 'output')) } },
          },
    },
    ...(endpoint.signed
      ? { description: '需要签名：timestamp、client_id=10085、sign（见 docs/ARCHITECTURE.md）' }
      : {}),
  };
}

/** The OpenAPI 3.0 document, generated from the contract's endpoint definitions. */
export function buildOpenApi(endpoints: EndpointDef[] = ALL_ENDPOINTS): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.0.3',
    info: { title: '榜眼 API', version: '1', description: 'Every answer is the envelope {code, msg, data}.' },
    paths,
  };
}
