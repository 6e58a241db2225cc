import { TOP10_RANK } from '../analytics/config.ts';
import { compareIds } from '../analytics/order.ts';
import type { Db } from '../db.ts';
import type { ChartType } from '../model.ts';
import type { TimeWindow } from './chartCompare.ts';
import { chartPairs } from './chartMovements.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** One of a developer's apps on the charts: its best place and the chart of it. */
export interface DeveloperChartApp extends AppSummary {
  rank: number;
  chartType: ChartType;
}

export interface ChartDeveloper {
  developerId: number;
  developerName: string;
  /** Distinct apps of the developer on the charts (an app on two of them counts once). */
  apps: number;
  /** Of them, those in a top 10. */
  top10: number;
  bestRank: number;
  /** Its distinct apps on the same charts 24 h earlier; null when no chart has a snapshot then. */
  previousApps: number | null;
  /** Its apps, best placed first. */
  topApps: DeveloperChartApp[];
}

export interface ChartDevelopers {
  /** The latest snapshot time among the charts read; null when none had a snapshot in the window. */
  at: Date | null;
  developers: ChartDeveloper[];
}

/**
 * Developers ranked by their presence on the iOS charts of one genre (hotartist): the charts of the
 * given types as they stood within `window` (`chartPairs`), each developer with its apps on them,
 * how many are in a top 10, its best rank and its app count 24 h earlier. Most apps first, then
 * most in a top 10, then the best rank; at most `limit`, each with its first `appsShown` apps.
 * Apps a lookup has not yet tied to a developer are left out.
 */
export async function chartDevelopers(
  db: Db,
  input: {
    country: string;
    genre: number;
    chartTypes: readonly ChartType[];
    window: TimeWindow;
    limit: number;
    appsShown: number;
  },
): Promise<ChartDevelopers> {
  const pairs = await chartPairs(db, {
    country: input.country,
    window: input.window,
    chartTypes: input.chartTypes,
    genres: [input.genre],
  });
  const app = await appSummaries(
    db,
    input.country,
    pairs.flatMap((p) => [...p.appIds, ...(p.previousIds ?? [])]),
  );
  const hasPrevious = pairs.some((p) => p.previousIds !== null);
  const byDeveloper = new Map<number, { best: Map<number, DeveloperChartApp>; previous: Set<number> }>();
  const entry = (developerId: number) => {
    const known = byDeveloper.get(developerId) ?? {
      best: new Map<number, DeveloperChartApp>(),
      previous: new Set<number>(),
    };
    byDeveloper.set(developerId, known);
    return known;
  };
  for (const pair of pairs) {
    pair.appIds.forEach((id, i) => {
      const summary = app(id);
      if (summary.developerId === 0) return;
      const { best } = entry(summary.developerId);
      const known = best.get(id);
      if (known === undefined || i + 1 < known.rank)
        best.set(id, { ...summary, rank: i + 1, chartType: pair.chartType });
    });
  }
  for (const id of pairs.flatMap((p) => p.previousIds ?? [])) byDeveloper.get(app(id).developerId)?.previous.add(id);
  const developers = [...byDeveloper.entries()].map(([developerId, { best, previous }]) => {
    const apps = [...best.values()].sort((x, y) => x.rank - y.rank || compareIds(x.appId, y.appId));
    return {
      developerId,
      developerName: apps[0]!.developerName,
      apps: apps.length,
      top10: apps.filter((a) => a.rank <= TOP10_RANK).length,
      bestRank: apps[0]!.rank,
      previousApps: hasPrevious ? previous.size : null,
      topApps: apps.slice(0, input.appsShown),
    };
  });
  developers.sort(
    (x, y) =>
      y.apps - x.apps || y.top10 - x.top10 || x.bestRank - y.bestRank || compareIds(x.developerId, y.developerId),
  );
  const times = pairs.map((p) => p.at.getTime());
  return { at: times.length === 0 ? null : new Date(Math.max(...times)), developers: developers.slice(0, input.limit) };
}
