/**
 * Alerts on watched keywords (keyword_alert_rules over app_keyword_watch): the app's rank for a watched keyword moving
 * by at least the rule's places between two keyword collections, or leaving the top 10. One alert per user, app and
 * collection lists the keywords that moved.
 */
import { formatDateTime, type AlertChannel } from '@bangyan/contract';
import { appSummaries, keywordRankMoves, type KeywordRankMove } from '@bangyan/market';
import type { AlertSource, DueAlert } from '../due.ts';
import { keywordMoveMatch, KEYWORD_TOP, type KeywordAlertRule, type KeywordMoveMatch } from '../matching.ts';
import { appName, appTitle, inStore, keywordsPage } from './alertText.ts';
import { byStorefront, RULE_GRACE_MS } from './followRules.ts';

/** An alert has at most this many lines: the first says what, the rest a keyword each, the last how many more. */
const MAX_LINES = 20;

export interface WatchRule extends KeywordAlertRule {
  uid: string;
  country: string;
  appId: number;
  channels: readonly AlertChannel[];
  from: Date;
  /** The watched keywords, each reported from when it was watched (less the grace). */
  keywords: Map<number, Date>;
}

const place = (rank: number | null) => (rank === null ? '未进入搜索结果' : `第 ${rank} 名`);

/** A keyword's line: '「相机」第 12 名 → 第 3 名（上升 9 名）'. */
export function keywordLine(move: KeywordRankMove, match: KeywordMoveMatch): string {
  const { rank, previousRank } = move;
  const notes =
    rank !== null && previousRank !== null
      ? [rank < previousRank ? `上升 ${previousRank - rank} 名` : `下降 ${rank - previousRank} 名`]
      : [rank === null ? '跌出搜索结果' : '进入搜索结果'];
  if (match.leftTop) notes.push(`跌出前${KEYWORD_TOP}`);
  return `「${move.term}」${place(previousRank)} → ${place(rank)}（${notes.join('，')}）`;
}

/** Leaving the top 10 first, then the larger moves (entering or leaving the results the largest), then by keyword. */
const weight = ({ move, match }: { move: KeywordRankMove; match: KeywordMoveMatch }) =>
  (match.leftTop ? 1e6 : 0) +
  (move.rank === null || move.previousRank === null ? 1e5 : Math.abs(move.rank - move.previousRank));

/** The alert of one collection's moves for a user's app, once per user, app and collection. */
export function keywordAlert(
  rule: WatchRule,
  app: { appId: number; name: string },
  at: Date,
  moves: readonly { move: KeywordRankMove; match: KeywordMoveMatch }[],
): DueAlert {
  const name = appName(app);
  const lines = [...moves]
    .sort((a, b) => weight(b) - weight(a) || a.move.keywordId - b.move.keywordId)
    .map((m) => keywordLine(m.move, m.match));
  // The first line says what; at most MAX_LINES in all.
  const shown =
    lines.length < MAX_LINES
      ? lines
      : [...lines.slice(0, MAX_LINES - 2), `……另有 ${lines.length - (MAX_LINES - 2)} 个关键词`];
  return {
    uid: rule.uid,
    title: appTitle(name, `${moves.length} 个关键词排名变化`),
    lines: [inStore(`「${name}」在 ${formatDateTime(at)} 采集的关键词排名有变化`, rule.country) + '：', ...shown],
    link: keywordsPage(rule.country, app.appId),
    channels: rule.channels,
    dedupeKey: `alert:keyword:${rule.country}:${app.appId}:${at.toISOString()}`,
  };
}

/** The keyword alert rules with the keywords each user watches of the app (rules without any watched are left out). */
async function watchRules(db: Parameters<AlertSource>[0]): Promise<WatchRule[]> {
  const [rules, watched] = await Promise.all([
    db
      .selectFrom('keyword_alert_rules')
      .select(['uid', 'country', 'app_id', 'min_change', 'top10_exit', 'channels', 'created_at'])
      .execute(),
    db
      .selectFrom('app_keyword_watch as w')
      .innerJoin('keyword_alert_rules as r', (j) =>
        j.onRef('r.uid', '=', 'w.uid').onRef('r.country', '=', 'w.country').onRef('r.app_id', '=', 'w.app_id'),
      )
      .select(['w.uid', 'w.country', 'w.app_id', 'w.keyword_id', 'w.created_at'])
      .execute(),
  ]);
  return rules.flatMap((r) => {
    const keywords = new Map(
      watched
        .filter((w) => w.uid === r.uid && w.country === r.country && w.app_id === r.app_id)
        .map((w) => [w.keyword_id, new Date(w.created_at.getTime() - RULE_GRACE_MS)]),
    );
    return keywords.size === 0
      ? []
      : [
          {
            uid: String(r.uid),
            country: r.country,
            appId: Number(r.app_id),
            minChange: r.min_change,
            top10Exit: r.top10_exit,
            channels: r.channels as AlertChannel[],
            from: new Date(r.created_at.getTime() - RULE_GRACE_MS),
            keywords,
          },
        ];
  });
}

export const keywordAlerts: AlertSource = async (db, { now, since }) => {
  const due: DueAlert[] = [];
  for (const group of byStorefront(await watchRules(db), since)) {
    const app = await appSummaries(db, group.country, group.appIds);
    for (const appId of group.appIds) {
      const rules = group.rules.filter((r) => r.appId === appId);
      const moves = await keywordRankMoves(db, {
        appId,
        keywordIds: [...new Set(rules.flatMap((r) => [...r.keywords.keys()]))],
        since: new Date(Math.max(since.getTime(), Math.min(...rules.map((r) => r.from.getTime())))),
        until: now,
      });
      for (const rule of rules) {
        const byTime = new Map<number, { move: KeywordRankMove; match: KeywordMoveMatch }[]>();
        for (const move of moves) {
          const watchedFrom = rule.keywords.get(move.keywordId);
          if (watchedFrom === undefined || move.at < rule.from || move.at < watchedFrom) continue;
          const match = keywordMoveMatch(move.previousRank, move.rank, rule);
          if (match === null) continue;
          const at = move.at.getTime();
          byTime.set(at, [...(byTime.get(at) ?? []), { move, match }]);
        }
        for (const [at, list] of byTime) due.push(keywordAlert(rule, app(appId), new Date(at), list));
      }
    }
  }
  return due;
};
