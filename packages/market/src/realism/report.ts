/**
 * The realism report (`npm run market -- realism`): loads the engine's latest figures once, runs
 * every anchor of anchors.ts and prints a table of figure, value, target and pass.
 */
import { chinaDayEnd, chinaDayStart } from '@bangyan/contract';
import type { Db } from '../db.ts';
import type { World } from '../simulator/world-api.ts';
import { median } from '../accuracy.ts';
import { meetsTarget, REALISM_ANCHORS, type RealismAnchor, type RealismInputs, type RealismTarget } from './anchors.ts';
import { calibrationMoved } from '../analytics/calibration.ts';
import { sameRank, type EstimatePair } from './figures.ts';

export interface RealismFigure {
  id: string;
  label: string;
  value: number | null;
  target: RealismTarget;
  unit: RealismAnchor['unit'];
  pass: boolean;
}

export interface RealismReport {
  country: string;
  figures: RealismFigure[];
  passed: boolean;
}

/** Estimated days the stability anchor looks at (the latest ones). */
const ESTIMATE_DAYS = 14;

async function latestDay(db: Db, table: 'app_coverage_daily' | 'app_estimates', country: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('day').as('day'))
    .where('country', '=', country)
    .executeTakeFirst();
  return row?.day ? String(row.day) : null;
}

/** Each app's median rank over the day's snapshots of the overall charts of `types` (the first type it is on). */
async function overallRanks(db: Db, country: string, day: string, types: readonly string[], lastOnly = false) {
  const rows = await db
    .selectFrom('chart_snapshots')
    .select(['chart_type', 'at', 'app_ids'])
    .where('country', '=', country)
    .where('genre', '=', 0)
    .where('chart_type', 'in', [...types])
    .where('at', '>=', chinaDayStart(day))
    .where('at', '<', chinaDayEnd(day))
    .orderBy('at')
    .execute();
  const ranks = new Map<string, number[]>();
  const lastAt = rows.at(-1)?.at.getTime();
  for (const r of rows) {
    if (lastOnly && r.at.getTime() !== lastAt) continue;
    r.app_ids.forEach((id, i) => {
      const key = `${r.chart_type}|${Number(id)}`;
      const list = ranks.get(key) ?? [];
      list.push(i + 1);
      ranks.set(key, list);
    });
  }
  return new Map([...ranks].map(([key, list]) => [key, median(list)!]));
}

/** The overall download models (genre 0) of a day by chart type. */
async function overallModels(db: Db, country: string, day: string) {
  const rows = await db
    .selectFrom('estimate_models')
    .select(['chart_type', 'a', 'b'])
    .where('country', '=', country)
    .where('day', '=', day)
    .where('metric', '=', 'downloads')
    .where('genre', '=', 0)
    .execute();
  return new Map(rows.map((r) => [r.chart_type, { a: r.a, b: r.b }]));
}

async function estimatesOf(db: Db, country: string, day: string) {
  const rows = await db
    .selectFrom('app_estimates')
    .select(['app_id', 'downloads'])
    .where('country', '=', country)
    .where('day', '=', day)
    .where('downloads', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [Number(r.app_id), Number(r.downloads)]));
}

/** Consecutive estimated days' pairs of one app at an unchanged overall free or paid rank. */
async function estimatePairs(db: Db, country: string): Promise<EstimatePair[]> {
  const days = (
    await db
      .selectFrom('app_estimates')
      .select('day')
      .distinct()
      .where('country', '=', country)
      .orderBy('day', 'desc')
      .limit(ESTIMATE_DAYS)
      .execute()
  )
    .map((d) => String(d.day))
    .reverse();
  const pairs: EstimatePair[] = [];
  let prev: { ranks: Map<string, number>; models: Map<string, { a: number; b: number }>; est: Map<number, number> };
  for (const [i, day] of days.entries()) {
    const cur = {
      ranks: await overallRanks(db, country, day, ['free', 'charge']),
      models: await overallModels(db, country, day),
      est: await estimatesOf(db, country, day),
    };
    if (i > 0) {
      for (const [key, rank] of cur.ranks) {
        const [type, id] = key.split('|') as [string, string];
        const before = prev!.ranks.get(key);
        const [m0, m1] = [prev!.models.get(type), cur.models.get(type)];
        const [e0, e1] = [prev!.est.get(Number(id)), cur.est.get(Number(id))];
        if (before === undefined || !sameRank(before, rank) || !m0 || !m1 || !e0 || !e1) continue;
        pairs.push({ before: e0, after: e1, calibrationMoved: calibrationMoved(m0, m1, rank) });
      }
    }
    prev = cur;
  }
  return pairs;
}

/** Everything the anchors read, from the engine's latest coverage, keyword and estimate days. */
export async function loadRealismInputs(db: Db, country: string): Promise<RealismInputs> {
  const coverageDay = await latestDay(db, 'app_coverage_daily', country);
  const coverage = coverageDay
    ? (
        await db
          .selectFrom('app_coverage_daily')
          .select(['app_id', 'total', 'top3', 'top10'])
          .where('country', '=', country)
          .where('day', '=', coverageDay)
          .execute()
      ).map((r) => ({ appId: Number(r.app_id), total: r.total, top3: r.top3, top10: r.top10 }))
    : [];
  const freeRank = coverageDay
    ? new Map(
        [...(await overallRanks(db, country, coverageDay, ['free'], true))].map(([k, r]) => [
          Number(k.split('|')[1]),
          r,
        ]),
      )
    : new Map<number, number>();
  const keywordDay = await db
    .selectFrom('keyword_daily')
    .innerJoin('keywords', 'keywords.keyword_id', 'keyword_daily.keyword_id')
    .select((eb) => eb.fn.max('keyword_daily.day').as('day'))
    .where('keywords.country', '=', country)
    .where('keyword_daily.heat', 'is not', null)
    .executeTakeFirst();
  const heats = keywordDay?.day
    ? (
        await db
          .selectFrom('keyword_daily')
          .innerJoin('keywords', 'keywords.keyword_id', 'keyword_daily.keyword_id')
          .select('keyword_daily.heat')
          .where('keywords.country', '=', country)
          .where('keyword_daily.day', '=', String(keywordDay.day))
          .where('keyword_daily.heat', 'is not', null)
          .execute()
      ).map((r) => r.heat!)
    : [];
  const estimateDay = await latestDay(db, 'app_estimates', country);
  const freeModel = estimateDay ? (await overallModels(db, country, estimateDay)).get('free') : undefined;
  return {
    coverage,
    freeRank,
    heats,
    estimatePairs: await estimatePairs(db, country),
    freeModelA: freeModel?.a ?? null,
  };
}

/** Runs `anchors` (every anchor by default) on the engine's figures of `country`. */
export async function realismReport(
  db: Db,
  world: World,
  country = 'cn',
  anchors: readonly RealismAnchor[] = REALISM_ANCHORS,
): Promise<RealismReport> {
  const ctx = { db, world, country, inputs: await loadRealismInputs(db, country) };
  const figures: RealismFigure[] = [];
  for (const a of anchors) {
    const value = await a.measure(ctx);
    figures.push({
      id: a.id,
      label: a.label,
      value,
      target: a.target,
      unit: a.unit,
      pass: meetsTarget(value, a.target),
    });
  }
  return { country, figures, passed: figures.every((f) => f.pass) };
}

const show = (v: number | null | undefined, unit: RealismFigure['unit']) =>
  v === null || v === undefined ? '-' : unit === 'share' ? `${(v * 100).toFixed(1)}%` : String(Math.round(v));

/** The report as the table `npm run market -- realism` prints. */
export function formatRealism(r: RealismReport, header = ''): string {
  const rows = r.figures.map((f) => {
    const target =
      f.target.min !== undefined && f.target.min === f.target.max
        ? `= ${show(f.target.min, f.unit)}`
        : `${show(f.target.min, f.unit)} .. ${show(f.target.max, f.unit)}`;
    return [f.id, show(f.value, f.unit), target, f.pass ? 'pass' : 'FAIL', f.label];
  });
  const head = ['figure', 'value', 'target', '', 'what'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const verdict = r.passed ? 'all targets met' : `${r.figures.filter((f) => !f.pass).length} target(s) missed`;
  return [header, line(head), ...rows.map(line), verdict].filter((l) => l !== '').join('\n');
}
