/** An iOS app's in-app purchase items and in-app events in search, from the market engine, in the contract's shapes. */
import { formatDateTime, type InAppEventRow, type InAppItemRow, type InAppKeywordRow } from '@bangyan/contract';
import {
  appInAppCoverage,
  appInAppEntries,
  appInAppKeywords,
  inAppCoverageSummary,
  type AdSpan,
  type InAppKeyword,
  type InAppKind,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { inAppItemRow, inAppSeen } from '../../present/inApp.ts';

type Db = Deps['db'];
type AppKind = { country: string; appId: number; kind: InAppKind };

const keywordRow = (k: InAppKeyword): InAppKeywordRow => ({
  keywordId: k.keywordId,
  keyword: k.term,
  entryId: k.entryId,
  entryName: k.entryName,
  rank: k.rank,
  heat: k.heat,
  popularity: k.popularity,
  resultCount: k.resultCount,
  listAt: formatDateTime(k.listAt),
});

/** appSubscribeList: the app's items. */
export async function inAppItems(db: Db, input: Omit<AppKind, 'kind'>): Promise<{ list: InAppItemRow[] }> {
  const entries = await appInAppEntries(db, { ...input, kind: 'item' });
  return { list: entries.map((e) => inAppItemRow(e, input.country)) };
}

/** appevent: the app's events, running ones (at `now`) first. */
export async function inAppEvents(db: Db, input: Omit<AppKind, 'kind'>, now: Date): Promise<{ list: InAppEventRow[] }> {
  const entries = await appInAppEntries(db, { ...input, kind: 'event' });
  const rows = entries.map((e) => ({
    ...inAppSeen(e),
    kind: e.kind ?? '',
    start: e.startAt ? formatDateTime(e.startAt) : '',
    end: e.endAt ? formatDateTime(e.endAt) : '',
    running: e.startAt !== null && e.endAt !== null && e.startAt <= now && now < e.endAt,
  }));
  return { list: rows.sort((x, y) => Number(y.running) - Number(x.running)) };
}

/** The keywords of every entry of the kind, or of one (`entryId`). */
export async function inAppKeywords(
  db: Db,
  input: AppKind & { entryId?: number },
): Promise<{ list: InAppKeywordRow[] }> {
  return { list: (await appInAppKeywords(db, input)).map(keywordRow) };
}

/** The kind's coverage summary and history over the span. */
export async function inAppSummary(db: Db, input: AppKind & AdSpan) {
  const history = await appInAppCoverage(db, input);
  return { from: input.from, to: input.to, summary: inAppCoverageSummary(history), history };
}
