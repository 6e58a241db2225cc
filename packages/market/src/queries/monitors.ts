import type { MonitorKind } from '../analytics/monitors/types.ts';
import { inGenre } from '../analytics/trends.ts';
import type { Db } from '../db.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** The figures each kind of monitor event keeps (data.md "Monitors"), as ingest stores them. */
export interface MonitorEventData {
  offline: {
    /** Best overall rank in the 24 h before going offline; null when not charted. */
    offlineRank: number | null;
    userRatingCount: number;
    releaseDate: Date | null;
    updateDate: Date | null;
  };
  online: Record<string, never>;
  new: {
    price: number;
    /** False when the app was offline when the event was recorded. */
    online: boolean;
    /** Seen on pre-order before it went on sale. */
    hadPreOrder: boolean;
    /** First seen on sale (the event's `at` is the release date). */
    firstSeenAt: Date;
  };
  booked: { expectedReleaseAt: Date; price: number };
  'clear-words': { coverageBefore: number; coverageAfter: number };
  'clear-chart': { rankBefore: number; chartType: string; rankBeforeAt: Date };
}

export interface MonitorEventRow<K extends MonitorKind> extends AppSummary {
  kind: K;
  /** When the event happened. */
  at: Date;
  /** Its China day. */
  day: string;
  /** The app's primary genre when the event was recorded. */
  genre: number;
  data: MonitorEventData[K];
}

type Stored = Record<string, unknown>;
const instant = (value: unknown): Date => new Date(String(value));
const instantOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : instant(value));

/** Reads each kind's stored JSON (written by ingest storeApps.ts and analyze.ts) into its typed figures. */
const READERS: { [K in MonitorKind]: (d: Stored) => MonitorEventData[K] } = {
  offline: (d) => ({
    offlineRank: d.offlineRank === null || d.offlineRank === undefined ? null : Number(d.offlineRank),
    userRatingCount: Number(d.userRatingCount ?? 0),
    releaseDate: instantOrNull(d.releaseDate),
    updateDate: instantOrNull(d.updateDate),
  }),
  online: () => ({}),
  new: (d) => ({
    price: Number(d.price),
    online: Boolean(d.online),
    hadPreOrder: Boolean(d.hadPreOrder),
    firstSeenAt: instant(d.firstSeenAt),
  }),
  booked: (d) => ({ expectedReleaseAt: instant(d.expectedReleaseAt), price: Number(d.price) }),
  'clear-words': (d) => ({ coverageBefore: Number(d.coverageBefore), coverageAfter: Number(d.coverageAfter) }),
  'clear-chart': (d) => ({
    rankBefore: Number(d.rankBefore),
    chartType: String(d.chartType),
    rankBeforeAt: instant(d.rankBeforeAt),
  }),
};

/** A stored event's figures (its JSON) read as its kind's typed figures. */
export function readMonitorData<K extends MonitorKind>(kind: K, data: Stored): MonitorEventData[K] {
  return READERS[kind](data);
}

/**
 * The monitor events of one kind on one China day ('YYYY-MM-DD', data.md "Monitors"), newest
 * first, each with the app's catalog summary and its typed figures; `genre` filters by the
 * event's genre as the boards do (analytics `inGenre`: 0 all, 6014 games, 5000 apps).
 */
export async function monitorEvents<K extends MonitorKind>(
  db: Db,
  input: { kind: K; country: string; day: string; genre?: number },
): Promise<MonitorEventRow<K>[]> {
  const rows = await db
    .selectFrom('monitor_events')
    .select(['app_id', 'at', 'day', 'genre', 'data'])
    .where('kind', '=', input.kind)
    .where('country', '=', input.country)
    .where('day', '=', input.day)
    .orderBy('at', 'desc')
    .orderBy('app_id')
    .execute();
  const { genre } = input;
  const kept = genre === undefined ? rows : rows.filter((r) => inGenre(r.genre, genre));
  const app = await appSummaries(
    db,
    input.country,
    kept.map((r) => Number(r.app_id)),
  );
  const read = READERS[input.kind];
  return kept.map((r) => ({
    ...app(Number(r.app_id)),
    kind: input.kind,
    at: r.at,
    day: r.day,
    genre: r.genre,
    data: read(r.data),
  }));
}

/**
 * The monitor events of `kinds` about some apps of a storefront that happened from `since` up to `until`, oldest
 * first, each with the app's summary and its typed figures (the alert engine's read).
 */
export async function appMonitorEvents(
  db: Db,
  input: { country: string; appIds: readonly number[]; kinds: readonly MonitorKind[]; since: Date; until: Date },
): Promise<MonitorEventRow<MonitorKind>[]> {
  if (input.appIds.length === 0 || input.kinds.length === 0) return [];
  const rows = await db
    .selectFrom('monitor_events')
    .select(['kind', 'app_id', 'at', 'day', 'genre', 'data'])
    .where('kind', 'in', [...input.kinds])
    .where('country', '=', input.country)
    .where('app_id', 'in', input.appIds.map(String))
    .where('at', '>=', input.since)
    .where('at', '<=', input.until)
    .orderBy('at')
    .orderBy('app_id')
    .execute();
  const app = await appSummaries(
    db,
    input.country,
    rows.map((r) => Number(r.app_id)),
  );
  return rows.map((r) => ({
    ...app(Number(r.app_id)),
    kind: r.kind,
    at: r.at,
    day: r.day,
    genre: r.genre,
    data: READERS[r.kind](r.data),
  }));
}
