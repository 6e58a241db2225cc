import { formatDate, DAY_MS } from '@bangyan/contract';
import { chartRankChanges } from '../analytics/rankChanges.ts';
import type { Db } from '../db.ts';
import type { AndroidChartType, AndroidMarket } from '../model.ts';
import { pairTimes, snapshotLoader, snapshotPair } from './snapshots.ts';

export interface AndroidChartEntry {
  rank: number;
  /** Package name. */
  appId: string;
  name: string;
  developerName: string;
  iconUrl: string;
  category: string;
  rating: number | null;
  /** The iOS twin's app id, if known. */
  iosAppId: number | null;
  /** Cumulative downloads as the market last published them. */
  totalDownloads: number;
  /**
   * Downloads on the chart's China day: that day's cumulative count minus the day before's; null when either is
   * missing.
   */
  dailyDownloads: number | null;
  /** Rank 24 h earlier; 0 = not on that chart (新上榜); null when there is no chart 24 h earlier. */
  previousRank: number | null;
  /** previousRank − rank; +99999 when newly listed; 0 without an earlier chart. */
  change: number;
}

export interface AndroidRanking {
  at: Date;
  previousAt: Date | null;
  entries: AndroidChartEntry[];
}

/**
 * An Android market's chart at `at` (default: latest) from android_chart_snapshots, each app with
 * its details (android_apps), its cumulative downloads as published on the chart's day and that
 * day's downloads (differences of the published counts, data.md "Android markets") and its rank change against the
 * chart 24 h
 * earlier (analytics `chartRankChanges`); null when the chart has no snapshot by then.
 */
export async function androidRanking(
  db: Db,
  input: { market: AndroidMarket; chartType: AndroidChartType; at?: Date },
): Promise<AndroidRanking | null> {
  const chart = db
    .selectFrom('android_chart_snapshots')
    .select(['at', 'app_ids'])
    .where('market', '=', input.market)
    .where('chart_type', '=', input.chartType);
  const pair = await snapshotPair(snapshotLoader(chart, String), input.at);
  if (pair === null) return null;
  const ids = pair.current.appIds;
  const day = formatDate(pair.current.at);
  const dayBefore = formatDate(pair.current.at.getTime() - DAY_MS);
  const apps =
    ids.length === 0
      ? []
      : await db
          .selectFrom('android_apps')
          .selectAll()
          .where('market', '=', input.market)
          .where('app_id', 'in', ids)
          .execute();
  const readings =
    ids.length === 0
      ? []
      : await db
          .selectFrom('android_downloads')
          .select(['app_id', 'day', 'total'])
          .where('market', '=', input.market)
          .where('app_id', 'in', ids)
          .where('day', 'in', [dayBefore, day])
          .execute();
  const byId = new Map(apps.map((a) => [a.app_id, a]));
  const total = new Map(readings.map((r) => [`${r.app_id}|${r.day}`, Number(r.total)]));
  return {
    ...pairTimes(pair),
    entries: chartRankChanges(ids, pair.previous?.appIds ?? null).map(({ id, rank, preRank, rankChange }) => {
      const app = byId.get(id);
      const today = total.get(`${id}|${day}`);
      const yesterday = total.get(`${id}|${dayBefore}`);
      return {
        rank,
        appId: id,
        name: app?.name ?? '',
        developerName: app?.developer_name ?? '',
        iconUrl: app?.icon_url ?? '',
        category: app?.category ?? '',
        rating: app?.rating ?? null,
        iosAppId: app?.ios_app_id === null || app?.ios_app_id === undefined ? null : Number(app.ios_app_id),
        totalDownloads: today ?? 0,
        dailyDownloads: today === undefined || yesterday === undefined ? null : today - yesterday,
        previousRank: preRank,
        change: rankChange,
      };
    }),
  };
}
