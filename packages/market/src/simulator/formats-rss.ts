/**
 * Charts and reviews in Apple's legacy RSS JSON. Entries are leaner than Apple's (one icon size, no
 * summary or rights): backfill fetches tens of thousands of chart documents and reads none of that.
 */
import { genreName } from '@bangyan/contract';
import type { AppRecord, ChartType, ReviewRecord } from '../model.ts';
import type { ChartFeedEntry, ReviewFeedEntry } from '../sources/apple/rss-format.ts';
import { rssDateLabel, rssTime } from './formats-time.ts';

interface Link {
  attributes: { rel: string; type?: string; href: string };
}

interface FeedHead {
  author: { name: { label: string }; uri: { label: string } };
  updated: { label: string };
  rights: { label: string };
  title: { label: string };
  icon: { label: string };
  link: Link[];
  id: { label: string };
}

export type AppEntry = ChartFeedEntry & {
  'im:price': { label: string };
  id: { label: string };
  link: Link;
  category: { attributes: { label: string } };
  'im:releaseDate': { attributes: { label: string } };
};
type ReviewEntry = ReviewFeedEntry & {
  author: { uri: { label: string }; label: string };
  content: { attributes: { type: 'text' } };
  'im:voteSum': { label: string };
  'im:voteCount': { label: string };
  link: Link;
};

/** `entry` as Apple sends it: a list, a bare object for one entry, no key for none. */
type EntryField<T> = { entry?: T | T[] };

export interface ChartFeedDocument {
  feed: FeedHead & EntryField<AppEntry>;
}
export interface ReviewsFeedDocument {
  feed: FeedHead & EntryField<AppEntry | ReviewEntry>;
}

const CHART_TITLES: Record<ChartType, string> = {
  free: '免费 App 排行榜',
  charge: '付费 App 排行榜',
  grossing: '畅销 App 排行榜',
};

function entryField<T>(entries: T[]): EntryField<T> {
  if (entries.length === 0) return {};
  return { entry: entries.length === 1 ? (entries[0] as T) : entries };
}

function head(selfUrl: string, country: string, title: string, updated: Date): FeedHead {
  return {
    author: { name: { label: 'iTunes Store' }, uri: { label: `http://www.apple.com/${country}/itunes/` } },
    updated: { label: rssTime(updated) },
    rights: { label: 'Copyright 2008 Apple Inc.' },
    title: { label: `iTunes Store：${title}` },
    icon: { label: 'http://itunes.apple.com/favicon.ico' },
    link: [
      {
        attributes: {
          rel: 'alternate',
          type: 'text/html',
          href: `https://apps.apple.com/WebObjects/MZStore.woa/wa/viewTop?cc=${country}`,
        },
      },
      { attributes: { rel: 'self', href: selfUrl } },
    ],
    id: { label: selfUrl },
  };
}

export function appEntry(app: AppRecord): AppEntry {
  const url = `https://apps.apple.com/${app.country}/app/id${app.appId}?uo=2`;
  return {
    'im:name': { label: app.name },
    'im:image': [{ label: app.iconUrl }],
    'im:price': { label: app.formattedPrice, attributes: { amount: app.price.toFixed(5), currency: app.currency } },
    link: { attributes: { rel: 'alternate', type: 'text/html', href: url } },
    id: { label: url, attributes: { 'im:id': String(app.appId), 'im:bundleId': app.bundleId } },
    'im:artist': {
      label: app.developerName,
      attributes: { href: `https://apps.apple.com/${app.country}/developer/id${app.developerId}?uo=2` },
    },
    category: { attributes: { 'im:id': String(app.primaryGenreId), label: genreName(app.primaryGenreId) ?? '' } },
    'im:releaseDate': { label: rssTime(app.releaseDate), attributes: { label: rssDateLabel(app.releaseDate) } },
  };
}

export function chartFeed(
  selfUrl: string,
  country: string,
  type: ChartType,
  updated: Date,
  entries: AppEntry[],
): ChartFeedDocument {
  return { feed: { ...head(selfUrl, country, CHART_TITLES[type], updated), ...entryField(entries) } };
}

/**
 * The same document as `chartFeed`, as JSON text, from entries already serialised: a collection
 * round serves every app on four to six charts, so the store serialises each entry once per round
 * and splices the texts in, rather than serialising the whole feed every time.
 */
export function chartFeedJson(
  selfUrl: string,
  country: string,
  type: ChartType,
  updated: Date,
  entries: readonly string[],
): string {
  if (entries.length < 2)
    return JSON.stringify(
      chartFeed(
        selfUrl,
        country,
        type,
        updated,
        entries.map((e) => JSON.parse(e) as AppEntry),
      ),
    );
  const empty = JSON.stringify(chartFeed(selfUrl, country, type, updated, []));
  // `{"feed":{...}}` without its two closing braces, then the entry list as Apple orders it (last).
  return `${empty.slice(0, -2)},"entry":[${entries.join(',')}]}}`;
}

const STAR_LABELS = { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' } as const;

function reviewEntry(review: ReviewRecord): ReviewEntry {
  return {
    author: {
      uri: { label: `https://itunes.apple.com/${review.country}/reviews/id${review.reviewId}` },
      name: { label: review.author },
      label: '',
    },
    updated: { label: rssTime(review.updatedAt) },
    'im:rating': { label: STAR_LABELS[review.rating] },
    'im:version': { label: review.version },
    id: { label: review.reviewId },
    title: { label: review.title },
    content: { label: review.content, attributes: { type: 'text' } },
    link: {
      attributes: {
        rel: 'related',
        href: `https://itunes.apple.com/${review.country}/review?id=${review.appId}&type=Purple%20Software`,
      },
    },
    'im:voteSum': { label: '0' },
    'im:voteCount': { label: '0' },
  };
}

/** Page 1 opens with the app's own entry, as Apple's does. */
export function reviewsFeed(
  selfUrl: string,
  app: AppRecord,
  page: number,
  updated: Date,
  reviews: readonly ReviewRecord[],
): ReviewsFeedDocument {
  const entries: (AppEntry | ReviewEntry)[] = [...(page === 1 ? [appEntry(app)] : []), ...reviews.map(reviewEntry)];
  return { feed: { ...head(selfUrl, app.country, '客户评论', updated), ...entryField(entries) } };
}
