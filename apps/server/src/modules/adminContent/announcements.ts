/** 站点公告: shown above every page from start until end; `updated_at` (the public version) moves with every edit. */
import {
  CONTENT_TEXTS,
  type AdminAnnouncement,
  type adminAnnouncementCreate,
  type ParsedBodyOf,
} from '@bangyan/contract';
import { tableStore } from './tableStore.ts';

type Fields = ParsedBodyOf<typeof adminAnnouncementCreate>;

export const announcementStore = tableStore<'announcements', AdminAnnouncement, Fields>({
  kind: 'announcements',
  table: 'announcements',
  order: [
    ['start_at', 'desc'],
    ['id', 'desc'],
  ],
  present: (r) => ({
    id: r.id,
    content: r.content,
    start: r.start_at.toISOString(),
    end: r.end_at.toISOString(),
    published: r.published,
    updatedAt: r.updated_at.toISOString(),
  }),
  columns: (f) => ({ content: f.content, start_at: f.start, end_at: f.end, published: f.published }),
  touch: true,
  invalid: CONTENT_TEXTS.timeOrder,
});
