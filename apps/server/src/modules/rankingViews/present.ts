/** How the ranking analysis endpoints present the market's figures in the contract's shapes. */
import { formatDateTime, genreName, type ChartDigest, type RankedViewApp, type ViewApp } from '@bangyan/contract';
import type { AppSummary, ChartMovementRow, RankedApp } from '@bangyan/market';

/** What a row shows of an app. */
export function viewApp(a: AppSummary): ViewApp {
  return {
    appId: String(a.appId),
    trackName: a.name,
    artworkUrl60: a.iconUrl,
    developerId: a.developerId === 0 ? '' : String(a.developerId),
    developerName: a.developerName,
    genre: a.primaryGenreId,
    genreName: genreName(a.primaryGenreId) ?? '',
    price: a.price,
  };
}

/** An app's place on a chart with its 24 h change. */
export function rankedViewApp(a: RankedApp): RankedViewApp {
  return { ...viewApp(a), rank: a.rank, preRank: a.previousRank, rankChange: a.change };
}

/** 'YYYY-MM-DD HH:mm' (China time), '' for no time. */
export const timeText = (at: Date | null): string => (at === null ? '' : formatDateTime(at));

/** One chart's digest (summary, hotindustry): its snapshot, movement, first `leaders` apps and biggest climber. */
export function chartDigest(row: ChartMovementRow, leaders: number): ChartDigest {
  return {
    genre: row.genre,
    genreName: genreName(row.genre) ?? '',
    type: row.chartType,
    time: timeText(row.at),
    previousTime: timeText(row.previousAt),
    movement: row.movement && { size: row.movement.size, entered: row.movement.entered, left: row.movement.left, up: row.movement.up, down: row.movement.down, index: row.movement.index },
    leaders: row.leaders.slice(0, leaders).map(rankedViewApp),
    riser: row.riser && rankedViewApp(row.riser),
  };
}
