import { updateLog } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { publishedNotes } from './queries.ts';

/** 更新日志: the published release notes, for anyone. */
export function updateLogRoutes(app: FastifyInstance): void {
  route(app, updateLog, async ({ query, deps }) => ({
    ...(await publishedNotes(deps.db, query.page, query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
  }));
}
