/**
 * The console's 内容, the shorter lists (/v1/admin/content/*, content.edit): testimonials, partners, the contact
 * cards (business_info, with their QR codes), friendly links and the release notes (更新日志).
 */
import { z } from 'zod';
import { CONTENT_TEXTS as T } from '../constants/adminContent.ts';
import { apiDay } from '../time/days.ts';
import { parseYmd } from '../time/format.ts';
import {
  contentEndpoints,
  publishedField,
  imageField,
  optionalImageField,
  optionalContentText,
  outsideLink,
  contentText,
  siteOrOutsideLink,
  sortField,
} from '../fields/adminContent.ts';

export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  quote: z.string(),
  avatar: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

const testimonials = contentEndpoints('testimonials', adminTestimonialSchema, {
  name: contentText(50, T.required('姓名', 50)),
  title: optionalContentText(50, T.text('职位', 50)),
  company: optionalContentText(50, T.text('公司', 50)),
  quote: contentText(300, T.required('评价', 300)),
  avatar: imageField(),
  sort: sortField(),
  published: publishedField(),
});
export const adminTestimonialList = testimonials.list;
export const adminTestimonialCreate = testimonials.create;
export const adminTestimonialUpdate = testimonials.update;
export const adminTestimonialDelete = testimonials.remove;

export const adminPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  url: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

const partners = contentEndpoints('partners', adminPartnerSchema, {
  name: contentText(50, T.name(50)),
  logo: imageField(),
  url: outsideLink(),
  sort: sortField(),
  published: publishedField(),
});
export const adminPartnerList = partners.list;
export const adminPartnerCreate = partners.create;
export const adminPartnerUpdate = partners.update;
export const adminPartnerDelete = partners.remove;

/** A contact card of the footer, side bar and VIP dialog: its QR code ('' for none: the words only). */
export const adminBusinessCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  img: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminBusinessCard = z.infer<typeof adminBusinessCardSchema>;

const businessCards = contentEndpoints('businessCards', adminBusinessCardSchema, {
  name: contentText(50, T.name(50)),
  description: optionalContentText(100, T.text('说明', 100)),
  img: optionalImageField(),
  sort: sortField(),
  published: publishedField(),
});
export const adminBusinessCardList = businessCards.list;
export const adminBusinessCardCreate = businessCards.create;
export const adminBusinessCardUpdate = businessCards.update;
export const adminBusinessCardDelete = businessCards.remove;

export const adminFriendLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminFriendLink = z.infer<typeof adminFriendLinkSchema>;

const friendLinks = contentEndpoints('friendLinks', adminFriendLinkSchema, {
  name: contentText(50, T.name(50)),
  url: siteOrOutsideLink().refine((s) => s !== undefined && s !== '', { message: T.siteLink }),
  sort: sortField(),
  published: publishedField(),
});
export const adminFriendLinkList = friendLinks.list;
export const adminFriendLinkCreate = friendLinks.create;
export const adminFriendLinkUpdate = friendLinks.update;
export const adminFriendLinkDelete = friendLinks.remove;

/** A release note: version, day, title and its items (one a line). */
export const adminReleaseNoteSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  releasedOn: z.string(),
  title: z.string(),
  items: z.string(),
  published: z.boolean(),
});
export type AdminReleaseNote = z.infer<typeof adminReleaseNoteSchema>;

const releaseNotes = contentEndpoints('releaseNotes', adminReleaseNoteSchema, {
  version: contentText(30, T.version),
  releasedOn: z
    .string(T.date)
    .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseYmd(apiDay(s)) !== null, { message: T.date }),
  title: contentText(100, T.title(100)),
  items: optionalContentText(5000, T.text('更新内容', 5000)),
  published: publishedField(),
});
export const adminReleaseNoteList = releaseNotes.list;
export const adminReleaseNoteCreate = releaseNotes.create;
export const adminReleaseNoteUpdate = releaseNotes.update;
export const adminReleaseNoteDelete = releaseNotes.remove;

/** This file's kinds' endpoints by kind (list, create, update, remove): endpoints/index.ts joins them. */
export const ADMIN_CONTENT_LIST_KINDS = { testimonials, partners, businessCards, friendLinks, releaseNotes };
