/**
 * The routes of one kind of content: list, create, update, delete, each needing `content.edit`; every write runs in
 * one transaction with its audit row (the item before and after), and a refusal changes nothing.
 */
import {
  ApiFailure,
  CONTENT_TEXTS,
  ErrorCode,
  type EndpointDef,
  type ParsedBodyOf,
  type DataOf,
} from '@bangyan/contract';
import { PgErrorCode, pgErrorCode } from '@bangyan/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../admin/audit.ts';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { auditShape } from './auditShape.ts';
import type { ContentStore, Db } from './store.ts';

export interface KindEndpoints {
  list: EndpointDef;
  create: EndpointDef;
  update: EndpointDef;
  remove: EndpointDef;
}

type Key = string | number;

const refuse = (msg: string): never => {
  throw new ApiFailure(ErrorCode.BAD_REQUEST, msg);
};

/**
 * Runs a write; a unique, check or foreign-key constraint it breaks answers the kind's message for it (the transaction
 * rolled back, nothing changed).
 */
async function guarded<T>(
  store: { conflict?: string; invalid?: string; missingRef?: string },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    if (store.conflict && code === PgErrorCode.UNIQUE_VIOLATION) refuse(store.conflict);
    if (store.invalid && code === PgErrorCode.CHECK_VIOLATION) refuse(store.invalid);
    if (store.missingRef && code === PgErrorCode.FOREIGN_KEY_VIOLATION) refuse(store.missingRef);
    throw err;
  }
}

export function registerContent<E extends KindEndpoints, Item extends Record<string, unknown>, Fields>(
  app: FastifyInstance,
  endpoints: E,
  store: ContentStore<Item, Fields, Key>,
): void {
  const target = (id: Key) => `${store.kind}:${id}`;
  const found = (item: Item | undefined): Item => item ?? refuse(CONTENT_TEXTS.missing);

  route(app, endpoints.list, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'content.edit');
    const { page, pageSize } = query as { page: number; pageSize: number };
    return { ...(await store.list(deps.db, page, pageSize)), page, pageSize } as DataOf<E['list']>;
  });

  route(app, endpoints.create, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'content.edit');
    return guarded(store, () =>
      deps.db.transaction().execute(async (trx: Db) => {
        const id = await store.insert(trx, body as Fields);
        const after = found(await store.find(trx, id));
        await recordAudit(trx, {
          adminId: admin.id,
          action: 'content.create',
          target: target(id),
          before: null,
          after: auditShape(after),
          ip: req.ip,
        });
        return after as DataOf<E['create']>;
      }),
    );
  });

  route(app, endpoints.update, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'content.edit');
    const { id, ...fields } = body as ParsedBodyOf<E['update']> & { id: Key };
    return guarded(store, () =>
      deps.db.transaction().execute(async (trx: Db) => {
        const before = found(await store.find(trx, id));
        await store.update(trx, id, fields as Partial<Fields>);
        const after = found(await store.find(trx, id));
        await recordAudit(trx, {
          adminId: admin.id,
          action: 'content.update',
          target: target(id),
          before: auditShape(before),
          after: auditShape(after),
          ip: req.ip,
        });
        return after as DataOf<E['update']>;
      }),
    );
  });

  route(app, endpoints.remove, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'content.edit');
    const { id } = body as { id: Key };
    await deps.db.transaction().execute(async (trx: Db) => {
      const before = found(await store.find(trx, id));
      await store.remove(trx, id);
      await recordAudit(trx, {
        adminId: admin.id,
        action: 'content.delete',
        target: target(id),
        before: auditShape(before),
        after: null,
        ip: req.ip,
      });
    });
    return null as DataOf<E['remove']>;
  });
}
