import { describe, expect, it } from 'vitest';
import {
  combineEstimates,
  estimateAppDay,
  estimateFromRanks,
  fitModels,
  medianRelativeError,
  modelFor,
  sumEstimates,
  type ChartModel,
} from './estimates.ts';
import { seededNormal } from '../../test/random.ts';

const model = { a: 1, b: 1000, n: 10, residualSd: 0.1 };

describe('estimateFromRanks', () => {
  it('averages the model over the snapshots, an absent one at depth + 1', () => {
    // 1000/1, 1000/2, 1000/4 and (absent, depth 4 → rank 5) 1000/5: (1000 + 500 + 250 + 200) / 4 = 487.5
    // Band: 487.5·e^(∓1.645·0.1) = 487.5·0.8483178 = 413.555 and 487.5·1.1788036 = 574.667
    const e = estimateFromRanks(model, [1, 2, 4, null], 4);
    expect(e?.value).toBeCloseTo(487.5, 9);
    expect(e?.low).toBeCloseTo(413.5549, 3);
    expect(e?.high).toBeCloseTo(574.6667, 3);
    expect(e?.sd).toBe(0.1);
  });

  it('reads rank 0 as absent, like null', () => {
    // depth 200: absent → 1000/201 = 4.9751; (100 + 4.9751) / 2 = 52.4876
    expect(estimateFromRanks(model, [10, 0])?.value).toBeCloseTo(52.48756, 4);
  });

  it('gives the model value itself for a steady rank', () => {
    // 1000 / 8 = 125 in every snapshot
    expect(estimateFromRanks(model, [8, 8, 8])?.value).toBeCloseTo(125, 9);
  });

  it('is null when the app was never on the chart', () => {
    expect(estimateFromRanks(model, [null, 0])).toBeNull();
    expect(estimateFromRanks(model, [])).toBeNull();
  });
});

describe('combineEstimates', () => {
  const est = (value: number, sd: number) => ({ value, low: value, high: value, sd });

  it('takes the inverse-variance weighted geometric mean', () => {
    // w = 1/0.1² = 100 and 1/0.2² = 25; ln v = ln 1000 + (25/125)·ln 4 → 1000·4^0.2 = 1319.5079
    // sd = (100·0.1 + 25·0.2) / 125 = 0.12; band ×e^(∓0.1974) = ×0.8208622 and ×1.2182312
    const c = combineEstimates([est(1000, 0.1), est(4000, 0.2)]);
    expect(c?.value).toBeCloseTo(1319.5079, 3);
    expect(c?.sd).toBeCloseTo(0.12, 12);
    expect(c?.low).toBeCloseTo(1083.1342, 3);
    expect(c?.high).toBeCloseTo(1607.4658, 3);
  });

  it('floors the sd used for weights at 0.05', () => {
    // sd 0 → weight 1/0.05² = 400; sd 0.1 → 100. 1000·2^(100/500) = 1000·2^0.2 = 1148.6984
    // sd = (400·0 + 100·0.1) / 500 = 0.02
    const c = combineEstimates([est(1000, 0), est(2000, 0.1)]);
    expect(c?.value).toBeCloseTo(1148.6984, 3);
    expect(c?.sd).toBeCloseTo(0.02, 12);
  });

  it('returns a single estimate unchanged and null for none', () => {
    const one = est(42, 0.3);
    expect(combineEstimates([one])).toBe(one);
    expect(combineEstimates([])).toBeNull();
  });
});

describe('fitModels and modelFor', () => {
  const a = Math.log(150) / Math.log(200);
  const onLaw = (chartType: string, genre: number, b: number, ranks: number[]) =>
    ranks.map((rank, i) => ({ appId: i + 1, chartType, genre, rank, value: b * rank ** -a }));

  it('fits one model per chart type and genre with enough ranks, sorted', () => {
    const models = fitModels([
      ...onLaw('free', 6014, 30_000, [1, 5, 50]),
      ...onLaw('free', 0, 100_000, [1, 20, 200]),
      ...onLaw('charge', 0, 2_000, [2, 9, 100]),
      // Only two ranks: no model for genre 6005.
      ...onLaw('free', 6005, 5_000, [1, 3, 3]),
    ]);
    expect(models.map((m) => `${m.chartType}/${m.genre}`)).toEqual(['charge/0', 'free/0', 'free/6014']);
    expect(models[1]?.b).toBeCloseTo(100_000, 4);
    expect(models[1]?.a).toBeCloseTo(0.9457029, 6);
    expect(modelFor(models, 'free', 6014)?.b).toBeCloseTo(30_000, 4);
    expect(modelFor(models, 'free', 6005)).toBeNull();
    expect(modelFor(models, 'grossing', 0)).toBeNull();
  });

  it('fits no model on fewer than 3 calibration apps, however many ranks their snapshots cover', () => {
    // One app's 24 hourly ranks on a category chart (#1..#4) with its one true value: four ranks,
    // one app → no model; with two more apps at #10 and #40 → a model.
    const oneApp = Array.from({ length: 24 }, (_, h) => ({
      appId: 7,
      chartType: 'free',
      genre: 6014,
      rank: 1 + (h % 4),
      value: 50_000,
    }));
    expect(fitModels(oneApp)).toEqual([]);
    const twoApps = [...oneApp, { appId: 8, chartType: 'free', genre: 6014, rank: 10, value: 5_000 }];
    expect(fitModels(twoApps)).toEqual([]);
    const threeApps = [...twoApps, { appId: 9, chartType: 'free', genre: 6014, rank: 40, value: 1_200 }];
    expect(fitModels(threeApps).map((m) => `${m.chartType}/${m.genre}/${m.n}`)).toEqual(['free/6014/26']);
    // The limit is a parameter: 2 apps suffice when asked.
    expect(fitModels(twoApps, 3, 2)).toHaveLength(1);
  });
});

describe('estimateAppDay', () => {
  const models: ChartModel[] = [
    { chartType: 'free', genre: 0, a: 1, b: 100_000, n: 50, residualSd: 0.1 },
    { chartType: 'free', genre: 6014, a: 1, b: 40_000, n: 20, residualSd: 0.2 },
  ];

  it('combines the overall and category charts', () => {
    // Overall rank 100 all day → 1000 (sd 0.1); games rank 10 all day → 4000 (sd 0.2).
    // Same numbers as combineEstimates: 1000·4^0.2 = 1319.5079, sd 0.12.
    const e = estimateAppDay(models, [
      { chartType: 'free', genre: 0, ranks: [100, 100], depth: 500 },
      { chartType: 'free', genre: 6014, ranks: [10, 10], depth: 200 },
    ]);
    expect(e?.value).toBeCloseTo(1319.5079, 3);
    expect(e?.sd).toBeCloseTo(0.12, 12);
  });

  it('leaves out a category without a model, so the overall model carries the day', () => {
    // Genre 6005 has no model: the estimate is the overall chart's 100000 / 50 = 2000 alone.
    const e = estimateAppDay(models, [
      { chartType: 'free', genre: 0, ranks: [50], depth: 500 },
      { chartType: 'free', genre: 6005, ranks: [1], depth: 200 },
    ]);
    expect(e?.value).toBeCloseTo(2000, 9);
    expect(e?.sd).toBe(0.1);
  });

  it('has no estimate when no chart the app is on has a model', () => {
    expect(estimateAppDay(models, [{ chartType: 'free', genre: 6005, ranks: [1], depth: 200 }])).toBeNull();
    expect(estimateAppDay(models, [{ chartType: 'free', genre: 0, ranks: [null], depth: 500 }])).toBeNull();
    expect(estimateAppDay([], [{ chartType: 'free', genre: 0, ranks: [1], depth: 500 }])).toBeNull();
  });
});

describe('estimates on synthetic calibration data', () => {
  it('fit on noisy calibration apps, then estimate an app whose truth is known', () => {
    // True law: 100000·R^−0.95 (free, overall) and 30000·R^−0.9 (free, games); each calibration
    // reading × e^(0.2·N(0,1)). Calibration apps at every 4th rank, 24 snapshots a day.
    const noise = seededNormal(42);
    const truthOverall = (r: number) => 100_000 * r ** -0.95;
    const truthGames = (r: number) => 30_000 * r ** -0.9;
    const points = [];
    for (let rank = 1; rank <= 200; rank += 4) {
      for (let hour = 0; hour < 24; hour += 1) {
        const value = { overall: truthOverall(rank), games: truthGames(rank) };
        points.push({ appId: rank, chartType: 'free', genre: 0, rank, value: value.overall * Math.exp(0.2 * noise()) });
        points.push({
          appId: rank,
          chartType: 'free',
          genre: 6014,
          rank,
          value: value.games * Math.exp(0.2 * noise()),
        });
      }
    }
    const models = fitModels(points);
    expect(models.map((m) => m.genre)).toEqual([0, 6014]);
    // An app at overall #37 and games #12 all day. Truth: 100000·e^(−0.95·ln 37) = 100000·e^−3.430372
    // = 3237.5 overall, 30000·e^(−0.9·ln 12) = 30000·e^−2.236416 = 3205.2 in games: the same app within 1%.
    const e = estimateAppDay(models, [
      { chartType: 'free', genre: 0, ranks: Array<number>(24).fill(37), depth: 500 },
      { chartType: 'free', genre: 6014, ranks: Array<number>(24).fill(12), depth: 200 },
    ]);
    expect(truthOverall(37)).toBeCloseTo(3237.5, 0);
    expect(truthGames(12)).toBeCloseTo(3205.2, 0);
    expect(e?.value).toBeGreaterThan(3237.5 * 0.9);
    expect(e?.value).toBeLessThan(3237.5 * 1.1);
    // The 90% band (about ×0.72 .. ×1.39 at sd 0.2) contains the truth.
    expect(e?.low).toBeLessThan(3205.2);
    expect(e?.high).toBeGreaterThan(3237.5);
    expect(e?.sd).toBeGreaterThan(0.18);
    expect(e?.sd).toBeLessThan(0.22);
  });
});

describe('medianRelativeError', () => {
  it('is e^(0.6745·sd) − 1', () => {
    // e^(0.6745·0.3) = e^0.20235 = 1.224278
    expect(medianRelativeError(0.3)).toBeCloseTo(0.224278, 5);
    expect(medianRelativeError(0)).toBe(0);
  });
});

describe('sumEstimates', () => {
  it('sums the values and the bands’ ends', () => {
    expect(
      sumEstimates([
        { value: 100, low: 80, high: 125 },
        { value: 200, low: 160, high: 250 },
      ]),
    ).toEqual({ value: 300, low: 240, high: 375 });
    expect(sumEstimates([])).toBeNull();
  });
});
