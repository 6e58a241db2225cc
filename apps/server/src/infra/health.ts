import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** How long the database may take to answer the health check before it counts as down. */
const DATABASE_TIMEOUT_MS = 3_000;

/**
 * GET /healthz: what the server stands on, as it is now. Without its database it serves nothing: 503,
 * status 'down'. Without Redis it serves everything but what needs the store (codes, logins): 200, status
 * 'degraded' with `redis: 'down'` (README.md), so a balancer keeps it in rotation.
 */
export function healthRoute(app: FastifyInstance): void {
  const { db, dbKind, kv } = app.deps;
  app.get('/healthz', async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const database = await Promise.race([
      sql`SELECT 1`.execute(db).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    const status = !database ? 'down' : kv.reachable ? 'ok' : 'degraded';
    return reply.status(database ? 200 : 503).send({
      status,
      db: dbKind,
      database: database ? 'up' : 'down',
      kv: kv.kind,
      ...(kv.kind === 'redis' ? { redis: kv.reachable ? 'up' : 'down' } : {}),
    });
  });

  // One line when Redis goes away and one when it is back, however many requests meet it meanwhile.
  kv.onReachability((reachable, reason) => {
    if (reachable) app.log.info('Redis is reachable again: back to normal');
    else
      app.log.warn(
        { reason },
        'Redis is unreachable: caches miss, throttles count nothing, codes, logins and slide checks are refused',
      );
  });
}
