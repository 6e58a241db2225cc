/** 广告位: adverts by position; one picture, link and words fill the row's carousel and popup columns alike. */
import { CONTENT_TEXTS, type AdminAdvert, type adminAdvertCreate, type ParsedBodyOf } from '@bangyan/contract';
import { tableStore } from './tableStore.ts';

type Fields = ParsedBodyOf<typeof adminAdvertCreate>;

export const advertStore = tableStore<'adverts', AdminAdvert, Fields>({
  kind: 'adverts',
  table: 'adverts',
  order: [
    ['position', 'asc'],
    ['sort', 'asc'],
    ['id', 'asc'],
  ],
  present: (r) => ({
    id: r.id,
    position: r.position as AdminAdvert['position'],
    image: r.img_pc || r.image,
    url: r.url_pc || r.url,
    description: r.description,
    start: r.start_at.toISOString(),
    end: r.end_at.toISOString(),
    sort: r.sort,
    published: r.published,
  }),
  columns: (f) => ({
    position: f.position,
    image: f.image,
    img_pc: f.image,
    url: f.url,
    url_pc: f.url,
    description: f.description,
    start_at: f.start,
    end_at: f.end,
    sort: f.sort,
    published: f.published,
  }),
  invalid: CONTENT_TEXTS.timeOrder,
});
