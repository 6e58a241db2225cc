/**
 * 页面: the content pages' tables (migration 0045; the contentPages module reads them): the pages' text blocks, the
 * open positions, partnership kinds, brand products and milestones, the data API's plans and groups, and the events
 * with their agenda and speakers.
 */
import {
  ALL_ENDPOINTS,
  CONTENT_TEXTS,
  type AdminApiGroup,
  type adminApiGroupCreate,
  type AdminApiPlan,
  type adminApiPlanCreate,
  type AdminBrandProduct,
  type adminBrandProductCreate,
  type AdminEvent,
  type AdminEventAgenda,
  type adminEventAgendaCreate,
  type adminEventCreate,
  type AdminEventSpeaker,
  type adminEventSpeakerCreate,
  type AdminJob,
  type adminJobCreate,
  type AdminMilestone,
  type adminMilestoneCreate,
  type AdminPageBlock,
  type adminPageBlockCreate,
  type AdminPartnerKind,
  type adminPartnerKindCreate,
  type ParsedBodyOf,
} from '@bangyan/contract';
import { BY_SORT, plainStore, tableStore } from './tableStore.ts';

export const pageBlockStore = tableStore<'page_blocks', AdminPageBlock, ParsedBodyOf<typeof adminPageBlockCreate>>({
  kind: 'pageBlocks',
  table: 'page_blocks',
  order: [['page', 'asc'], ...BY_SORT],
  present: (r) => ({ id: r.id, block: `${r.page}.${r.key}`, title: r.title, body: r.body, sort: r.sort }),
  columns: ({ block, ...f }) => {
    const [page, key] = block === undefined ? [] : block.split('.');
    return { page, key, title: f.title, body: f.body, sort: f.sort };
  },
  touch: true,
  conflict: CONTENT_TEXTS.blockUsed,
});

export const jobStore = plainStore<'job_openings', AdminJob, ParsedBodyOf<typeof adminJobCreate>>(
  'jobs',
  'job_openings',
);

export const partnerKindStore = plainStore<
  'partnership_kinds',
  AdminPartnerKind,
  ParsedBodyOf<typeof adminPartnerKindCreate>
>('partnerKinds', 'partnership_kinds');

export const brandProductStore = plainStore<
  'brand_products',
  AdminBrandProduct,
  ParsedBodyOf<typeof adminBrandProductCreate>
>('brandProducts', 'brand_products');

export const milestoneStore = tableStore<'brand_milestones', AdminMilestone, ParsedBodyOf<typeof adminMilestoneCreate>>(
  {
    kind: 'milestones',
    table: 'brand_milestones',
    order: [
      ['happened_on', 'desc'],
      ['id', 'desc'],
    ],
    present: (r) => ({ id: r.id, month: r.happened_on.slice(0, 7), title: r.title, description: r.description }),
    columns: (f) => ({ happened_on: f.month, title: f.title, description: f.description }),
  },
);

export const apiPlanStore = plainStore<'api_plans', AdminApiPlan, ParsedBodyOf<typeof adminApiPlanCreate>>(
  'apiPlans',
  'api_plans',
);

/** The tags of the API document's endpoints: the groups /new/service/api can offer. */
const API_TAGS = new Set(ALL_ENDPOINTS.map((e) => e.tag));

export const apiGroupStore = plainStore<'api_endpoint_groups', AdminApiGroup, ParsedBodyOf<typeof adminApiGroupCreate>>(
  'apiGroups',
  'api_endpoint_groups',
  {
    refuse: (f) => (f.tag === undefined || API_TAGS.has(f.tag) ? undefined : CONTENT_TEXTS.tag),
    conflict: CONTENT_TEXTS.tagUsed,
  },
);

export const eventStore = tableStore<'events', AdminEvent, ParsedBodyOf<typeof adminEventCreate>>({
  kind: 'events',
  table: 'events',
  order: [
    ['starts_at', 'desc'],
    ['id', 'desc'],
  ],
  present: (r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    body: r.body,
    city: r.city,
    venue: r.venue,
    address: r.address,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    capacity: r.capacity,
    published: r.published,
  }),
  columns: ({ startsAt, endsAt, ...f }) => ({ ...f, starts_at: startsAt, ends_at: endsAt }),
  invalid: CONTENT_TEXTS.timeOrder,
});

export const eventAgendaStore = tableStore<
  'event_agenda',
  AdminEventAgenda,
  ParsedBodyOf<typeof adminEventAgendaCreate>
>({
  kind: 'eventAgenda',
  table: 'event_agenda',
  order: [
    ['event_id', 'desc'],
    ['start_time', 'asc'],
    ['id', 'asc'],
  ],
  present: (r) => ({
    id: r.id,
    eventId: r.event_id,
    startTime: r.start_time,
    endTime: r.end_time,
    title: r.title,
    speaker: r.speaker,
  }),
  columns: (f) => ({
    event_id: f.eventId,
    start_time: f.startTime,
    end_time: f.endTime,
    title: f.title,
    speaker: f.speaker,
  }),
  invalid: CONTENT_TEXTS.timeOrder,
  missingRef: CONTENT_TEXTS.eventMissing,
});

export const eventSpeakerStore = tableStore<
  'event_speakers',
  AdminEventSpeaker,
  ParsedBodyOf<typeof adminEventSpeakerCreate>
>({
  kind: 'eventSpeakers',
  table: 'event_speakers',
  order: [['event_id', 'desc'], ...BY_SORT],
  present: ({ event_id, ...r }) => ({ ...r, eventId: event_id }),
  columns: ({ eventId, ...f }) => ({ ...f, event_id: eventId }),
  missingRef: CONTENT_TEXTS.eventMissing,
});
