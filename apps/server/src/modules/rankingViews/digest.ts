/** A chart's digest (summary, hotindustry) in the contract's shapes. */
import { genreName, type ChartDigest, type RankedViewApp } from '@bangyan/contract';
import type { ChartMovementRow, RankedApp } from '@bangyan/market';
import { viewApp } from '../../present/apps.ts';
import { timeText } from '../../present/times.ts';

/** An app's place on a chart with its 24 h change. */
export function rankedViewApp(a: RankedApp): RankedViewApp {
  return { ...viewApp(a), rank: a.rank, preRank: a.previousRank, rankChange: a.change };
}

/** One chart's digest: its snapshot, movement, first `leaders` apps and biggest climber. */
export function chartDigest(row: ChartMovementRow, leaders: number): ChartDigest {
  const { movement } = row;
  return {
    genre: row.genre,
    genreName: genreName(row.genre) ?? '',
    type: row.chartType,
    time: timeText(row.at),
    previousTime: timeText(row.previousAt),
    movement: movement && {
      size: movement.size,
      entered: movement.entered,
      left: movement.left,
      up: movement.up,
      down: movement.down,
      index: movement.index,
    },
    leaders: row.leaders.slice(0, leaders).map(rankedViewApp),
    riser: row.riser && rankedViewApp(row.riser),
  };
}
