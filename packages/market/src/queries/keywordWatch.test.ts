import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';
import { keywordRankMoves, watchedKeywordRanks } from './keywordWatch.ts';

describe.each(testDatabaseKinds())("an app's moves in watched keywords' results on %s", (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it('are the collections whose list ranks the app otherwise than the one before, as the watched ranks tell', async () => {
    // The first app of some keywords' latest lists, and those keywords.
    const lists = await h.db
      .selectFrom('keyword_results_current')
      .select(['keyword_id', 'app_ids'])
      .orderBy('keyword_id')
      .limit(60)
      .execute();
    const appId = Number(lists[0]!.app_ids[0]);
    const keywordIds = lists.map((l) => l.keyword_id);
    const since = new Date(0);
    const moves = await keywordRankMoves(h.db, { appId, keywordIds, since, until: WORLD_NOW });
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) {
      expect(move.rank).not.toBe(move.previousRank);
      const watched = (
        await watchedKeywordRanks(h.db, { country: 'cn', appId, keywordIds: [move.keywordId], at: move.at })
      ).get(move.keywordId)!;
      expect(watched.term).toBe(move.term);
      expect(watched.rank).toBe(move.rank);
      // The list before is the previous daily collection's (24 h earlier); 0 there is "not in it".
      expect(watched.previousRank).toBe(move.previousRank ?? 0);
    }
    // Oldest first; nothing outside the span.
    expect(moves.every((m, i) => i === 0 || m.at >= moves[i - 1]!.at)).toBe(true);
    const last = moves.at(-1)!.at;
    expect(
      await keywordRankMoves(h.db, { appId, keywordIds, since: new Date(last.getTime() + 1), until: WORLD_NOW }),
    ).toEqual([]);
    expect(await keywordRankMoves(h.db, { appId, keywordIds: [], since, until: WORLD_NOW })).toEqual([]);
  });
});
