/**
 * The realism report's anchors: each a figure of the world as the platform shows it, with the range
 * a real store's figure falls in (issue 26). To add one, append a `RealismAnchor` to
 * `FIGURE_ANCHORS` (or `TEXT_ANCHORS`, textAnchors.ts, for texts and names): `measure` gets the report's context (the engine's database, the simulated
 * world, and the inputs report.ts loads once) and returns the figure, or null when there is nothing
 * to measure (reported as a miss). Keep the computation itself a pure, unit-tested function.
 */
import type { Db } from '../db.ts';
import type { World } from '../simulator/world-api.ts';
import { HEAT_THRESHOLD } from '../analytics/config.ts';
import {
  maximum,
  mode,
  stableShare,
  topShareInBand,
  topToRank200,
  type CoverageFigures,
  type EstimatePair,
  type RankBand,
} from './figures.ts';
import { TEXT_ANCHORS } from './textAnchors.ts';

/** What report.ts loads once for every anchor, from the engine's figures of its latest days. */
export interface RealismInputs {
  /** Keyword coverage of every app on the latest coverage day. */
  coverage: CoverageFigures[];
  /** Each app's rank on the overall free chart at that day's last snapshot. */
  freeRank: ReadonlyMap<number, number>;
  /** Heat of every keyword on the latest keyword day. */
  heats: number[];
  /** Download estimates of consecutive days at an unchanged overall rank (figures.ts `sameRank`). */
  estimatePairs: EstimatePair[];
  /** The latest day's overall free download model's exponent a (D = b·R^(−a)), null without one. */
  freeModelA: number | null;
}

export interface RealismContext {
  db: Db;
  world: World;
  country: string;
  inputs: RealismInputs;
}

/** A target range, inclusive; a missing end is open. */
export interface RealismTarget {
  min?: number;
  max?: number;
}

export interface RealismAnchor {
  id: string;
  /** What the figure is, in English (the operator's report). */
  label: string;
  target: RealismTarget;
  /** How to print it: a share as a percentage, a number as is. */
  unit: 'share' | 'number';
  measure(ctx: RealismContext): number | null | Promise<number | null>;
}

const TOP_BAND: RankBand = { from: 1, to: 10 };
const MID_BAND: RankBand = { from: 11, to: 100 };
const TAIL_BAND: RankBand = { from: 101, to: 500 };

const bandShare = (band: RankBand, top: 3 | 10) => (ctx: RealismContext) =>
  topShareInBand(ctx.inputs.coverage, ctx.inputs.freeRank, band, top);

/** The anchors of the figures, in the order the table prints them (TEXT_ANCHORS follow them). */
export const FIGURE_ANCHORS: RealismAnchor[] = [
  {
    id: 'coverage.top10.first',
    label: 'share of the #1 free app’s covered keywords in its top 10',
    target: { min: 0.1, max: 0.7 },
    unit: 'share',
    measure: bandShare({ from: 1, to: 1 }, 10),
  },
  {
    id: 'coverage.top10.top',
    label: 'median share of covered keywords in the top 10, free #1-10',
    target: { min: 0.1, max: 0.6 },
    unit: 'share',
    measure: bandShare(TOP_BAND, 10),
  },
  {
    id: 'coverage.top3.top',
    label: 'median share of covered keywords in the top 3, free #1-10',
    target: { min: 0.03, max: 0.4 },
    unit: 'share',
    measure: bandShare(TOP_BAND, 3),
  },
  {
    id: 'coverage.top10.mid',
    label: 'median share of covered keywords in the top 10, free #11-100',
    target: { min: 0.03, max: 0.4 },
    unit: 'share',
    measure: bandShare(MID_BAND, 10),
  },
  {
    id: 'coverage.top10.tail',
    label: 'median share of covered keywords in the top 10, free #101-500',
    target: { max: 0.25 },
    unit: 'share',
    measure: bandShare(TAIL_BAND, 10),
  },
  {
    id: 'heat.max',
    label: 'largest keyword heat (one scale, 0 to about 11,000)',
    target: { min: 9000, max: 11_000 },
    unit: 'number',
    measure: (ctx) => maximum(ctx.inputs.heats),
  },
  {
    id: 'heat.mode',
    label: 'most common keyword heat (4605: about one search a day)',
    target: { min: HEAT_THRESHOLD, max: HEAT_THRESHOLD },
    unit: 'number',
    measure: (ctx) => mode(ctx.inputs.heats),
  },
  {
    id: 'estimate.stable',
    label: 'day-over-day download estimates within ±30% at an unchanged rank (calibration steady)',
    target: { min: 0.95 },
    unit: 'share',
    measure: (ctx) => stableShare(ctx.inputs.estimatePairs),
  },
  {
    id: 'estimate.top-to-200',
    label: 'free #1 estimate over #200 estimate (Garg & Telang: ~150×)',
    target: { min: 50, max: 400 },
    unit: 'number',
    measure: (ctx) => (ctx.inputs.freeModelA === null ? null : topToRank200(ctx.inputs.freeModelA)),
  },
];

/** The anchors of `npm run market -- realism`, in the order the table prints them. */
export const REALISM_ANCHORS: RealismAnchor[] = [...FIGURE_ANCHORS, ...TEXT_ANCHORS];

/** Whether a value meets a target (null never does). */
export function meetsTarget(value: number | null, target: RealismTarget): boolean {
  if (value === null || !Number.isFinite(value)) return false;
  return (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max);
}
