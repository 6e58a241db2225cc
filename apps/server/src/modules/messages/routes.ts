import { messageList, messageRead, messageReadAll, messageUnread } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';
import { listNotices, markAllRead, markRead, presentNotice, unreadCounts } from './queries.ts';

/** The message centre (消息中心): the logged-in user's notices, their unread counts, marking them read. */
export function messageRoutes(app: FastifyInstance): void {
  route(app, messageList, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const { rows, total } = await listNotices(deps.db, user.uid, query.kind, query.page, query.pageSize);
    return { total, page: query.page, pageSize: query.pageSize, list: rows.map(presentNotice) };
  });

  route(app, messageUnread, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    return unreadCounts(deps.db, user.uid);
  });

  route(app, messageRead, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const marked = await markRead(deps.db, user.uid, body.ids, new Date());
    return { marked, unread: await unreadCounts(deps.db, user.uid) };
  });

  route(app, messageReadAll, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const marked = await markAllRead(deps.db, user.uid, body.kind, new Date());
    return { marked, unread: await unreadCounts(deps.db, user.uid) };
  });
}
