/** 推广达人: creators promoting games (promo_talents) and the games each promotes, in order (promo_talent_apps). */
import {
  ApiFailure,
  CONTENT_TEXTS,
  ErrorCode,
  type AdminTalent,
  type adminTalentCreate,
  type ParsedBodyOf,
} from '@bangyan/contract';
import { tableStore } from './tableStore.ts';
import type { ContentStore, Db } from './store.ts';

type Fields = ParsedBodyOf<typeof adminTalentCreate>;

const base = tableStore<'promo_talents', Omit<AdminTalent, 'games'>, Fields>({
  kind: 'talents',
  table: 'promo_talents',
  order: [
    ['follower_count', 'desc'],
    ['id', 'asc'],
  ],
  present: (r) => ({
    id: r.id,
    authorId: r.author_id,
    nickname: r.nickname,
    avatar: r.avatar,
    followerCount: Number(r.follower_count),
    genreId: r.genre_id,
  }),
  columns: (f) => ({
    author_id: f.authorId,
    nickname: f.nickname,
    avatar: f.avatar,
    follower_count: f.followerCount,
    genre_id: f.genreId,
  }),
  conflict: CONTENT_TEXTS.authorIdUsed,
});

async function gamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('promo_talent_apps')
          .select(['talent_id', 'unique_id'])
          .where('talent_id', 'in', ids)
          .orderBy('talent_id')
          .orderBy('sort')
          .orderBy('unique_id')
          .execute();
  const byTalent = new Map<number, string[]>();
  for (const r of rows) byTalent.set(r.talent_id, [...(byTalent.get(r.talent_id) ?? []), r.unique_id]);
  return byTalent;
}

async function writeGames(db: Db, id: number, games: readonly string[] | undefined): Promise<void> {
  if (games === undefined) return;
  const unique = [...new Set(games)];
  if (unique.length > 0) {
    const known = await db.selectFrom('promo_games').select('unique_id').where('unique_id', 'in', unique).execute();
    if (known.length !== unique.length) throw new ApiFailure(ErrorCode.BAD_REQUEST, CONTENT_TEXTS.gameIds);
  }
  await db.deleteFrom('promo_talent_apps').where('talent_id', '=', id).execute();
  if (unique.length > 0) {
    await db
      .insertInto('promo_talent_apps')
      .values(unique.map((unique_id, sort) => ({ talent_id: id, unique_id, sort })))
      .execute();
  }
}

export const talentStore: ContentStore<AdminTalent, Fields> = {
  ...base,
  list: async (db, page, pageSize) => {
    const { total, list } = await base.list(db, page, pageSize);
    const games = await gamesOf(
      db,
      list.map((t) => t.id),
    );
    return { total, list: list.map((t) => ({ ...t, games: games.get(t.id) ?? [] })) };
  },
  find: async (db, id) => {
    const talent = await base.find(db, id);
    return talent && { ...talent, games: (await gamesOf(db, [talent.id])).get(talent.id) ?? [] };
  },
  insert: async (db, f) => {
    const id = await base.insert(db, f);
    await writeGames(db, id, f.games);
    return id;
  },
  update: async (db, id, f) => {
    await base.update(db, id, f);
    await writeGames(db, Number(id), f.games);
  },
};
