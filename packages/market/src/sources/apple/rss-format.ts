/**
 * Apple's legacy RSS feeds in their JSON form (`/{cc}/rss/.../json`): top charts and customer
 * reviews. Every value sits in `{label}` or `{attributes}`; `feed.entry` is an array, a bare object
 * when there is one entry, and missing when there is none. Only the fields the adapters read are
 * declared; the rest (link, rights, summary, ...) pass unread whatever their shape.
 */
import { z } from 'zod';
import { decimalString, digitString, entriesWhere, isoDateTime, oneOrMany } from '../schema.ts';

const label = <T extends z.ZodType>(value: T) => z.object({ label: value });
const text = label(z.string());

const chartEntrySchema = z.object({
  'im:name': text,
  // Apple lists the icon at 53, 75 and 100 px, smallest first.
  'im:image': z.array(text).min(1),
  'im:price': z.object({ attributes: z.object({ amount: decimalString, currency: z.string() }) }),
  id: z.object({ attributes: z.object({ 'im:id': digitString, 'im:bundleId': z.string() }) }),
  'im:artist': z.object({ label: z.string(), attributes: z.object({ href: z.string() }).optional() }),
  category: z.object({ attributes: z.object({ 'im:id': digitString }) }),
  'im:releaseDate': label(isoDateTime),
});

export const chartFeedSchema = z.object({
  feed: z.object({
    updated: label(isoDateTime),
    entry: oneOrMany(chartEntrySchema),
  }),
});

const reviewEntrySchema = z.object({
  id: text,
  author: z.object({ name: text }),
  'im:rating': label(z.enum(['1', '2', '3', '4', '5'])),
  'im:version': text,
  title: text,
  content: text,
  updated: label(isoDateTime),
});

export const reviewsFeedSchema = z.object({
  feed: z.object({
    // Page 1 starts with an entry describing the app itself; only entries with a rating are reviews.
    entry: z.preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      entriesWhere((entry) => 'im:rating' in entry, reviewEntrySchema),
    ),
  }),
});

export type ChartFeedEntry = z.input<typeof chartEntrySchema>;
export type ReviewFeedEntry = z.input<typeof reviewEntrySchema>;
