/** 产品矩阵: the provider's products; one without a url is shown nowhere (the header and Home skip it). */
import { CONTENT_TEXTS, type AdminProduct, type adminProductCreate, type ParsedBodyOf } from '@bangyan/contract';
import { tableStore } from './tableStore.ts';

type Fields = ParsedBodyOf<typeof adminProductCreate>;

export const productStore = tableStore<'site_products', AdminProduct, Fields>({
  kind: 'products',
  table: 'site_products',
  order: [
    ['placement', 'desc'],
    ['sort', 'asc'],
    ['id', 'asc'],
  ],
  present: (r) => ({
    id: r.id,
    placement: r.placement,
    name: r.name,
    description: r.description,
    url: r.url,
    features: r.features,
    sort: r.sort,
  }),
  columns: (f) => ({
    placement: f.placement,
    name: f.name,
    description: f.description,
    url: f.url,
    features: f.features,
    sort: f.sort,
  }),
  conflict: CONTENT_TEXTS.oneGamesSite,
});
