/** The shorter lists: testimonials, partners, contact cards (business_info), friendly links, release notes. */
import {
  CONTENT_TEXTS,
  type AdminBusinessCard,
  type adminBusinessCardCreate,
  type AdminFriendLink,
  type adminFriendLinkCreate,
  type AdminPartner,
  type adminPartnerCreate,
  type AdminReleaseNote,
  type adminReleaseNoteCreate,
  type AdminTestimonial,
  type adminTestimonialCreate,
  type ParsedBodyOf,
} from '@bangyan/contract';
import { tableStore } from './tableStore.ts';

const BY_SORT = [
  ['sort', 'asc'],
  ['id', 'asc'],
] as const;

export const testimonialStore = tableStore<
  'testimonials',
  AdminTestimonial,
  ParsedBodyOf<typeof adminTestimonialCreate>
>({
  kind: 'testimonials',
  table: 'testimonials',
  order: BY_SORT,
  present: ({ created_at: _, ...r }) => r,
  columns: (f) => f,
});

export const partnerStore = tableStore<'partners', AdminPartner, ParsedBodyOf<typeof adminPartnerCreate>>({
  kind: 'partners',
  table: 'partners',
  order: BY_SORT,
  present: ({ created_at: _, ...r }) => r,
  columns: (f) => f,
  conflict: CONTENT_TEXTS.nameUsed,
});

export const businessCardStore = tableStore<
  'business_info',
  AdminBusinessCard,
  ParsedBodyOf<typeof adminBusinessCardCreate>
>({
  kind: 'businessCards',
  table: 'business_info',
  order: BY_SORT,
  present: ({ created_at: _, ...r }) => r,
  columns: (f) => f,
  // A card without a QR code shows its words only.
  created: async () => ({ img: '' }),
  conflict: CONTENT_TEXTS.nameUsed,
});

export const friendLinkStore = tableStore<'friend_links', AdminFriendLink, ParsedBodyOf<typeof adminFriendLinkCreate>>({
  kind: 'friendLinks',
  table: 'friend_links',
  order: BY_SORT,
  present: ({ created_at: _, ...r }) => r,
  columns: (f) => f,
});

export const releaseNoteStore = tableStore<
  'release_notes',
  AdminReleaseNote,
  ParsedBodyOf<typeof adminReleaseNoteCreate>
>({
  kind: 'releaseNotes',
  table: 'release_notes',
  order: [
    ['released_on', 'desc'],
    ['id', 'desc'],
  ],
  present: (r) => ({
    id: r.id,
    version: r.version,
    releasedOn: r.released_on,
    title: r.title,
    items: r.items,
    published: r.published,
  }),
  columns: (f) => ({
    version: f.version,
    released_on: f.releasedOn,
    title: f.title,
    items: f.items,
    published: f.published,
  }),
  created: async () => ({ items: '' }),
  touch: true,
  conflict: CONTENT_TEXTS.versionUsed,
});
