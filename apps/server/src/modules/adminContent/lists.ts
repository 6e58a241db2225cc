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
import { plainStore, tableStore } from './tableStore.ts';

export const testimonialStore = plainStore<
  'testimonials',
  AdminTestimonial,
  ParsedBodyOf<typeof adminTestimonialCreate>
>('testimonials', 'testimonials');

export const partnerStore = plainStore<'partners', AdminPartner, ParsedBodyOf<typeof adminPartnerCreate>>(
  'partners',
  'partners',
  {
    conflict: CONTENT_TEXTS.nameUsed,
  },
);

export const businessCardStore = plainStore<
  'business_info',
  AdminBusinessCard,
  ParsedBodyOf<typeof adminBusinessCardCreate>
>('businessCards', 'business_info', {
  // A card without a QR code shows its words only.
  created: async () => ({ img: '' }),
  conflict: CONTENT_TEXTS.nameUsed,
});

export const friendLinkStore = plainStore<'friend_links', AdminFriendLink, ParsedBodyOf<typeof adminFriendLinkCreate>>(
  'friendLinks',
  'friend_links',
);

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
