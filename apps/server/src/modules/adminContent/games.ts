/**
 * 推广游戏: promo_games with their live-stream board row (promo_live_games) and short-video board row
 * (promo_video_games); a game is on a board while it has that board's row. Keyed by the platform's unique_id.
 */
import { CONTENT_TEXTS, type AdminGame, type adminGameCreate, type ParsedBodyOf } from '@bangyan/contract';
import { ApiFailure, ErrorCode } from '@bangyan/contract';
import { defined, type ContentStore, type Db } from './store.ts';

type Fields = ParsedBodyOf<typeof adminGameCreate>;

function games(db: Db) {
  return db
    .selectFrom('promo_games as g')
    .leftJoin('promo_live_games as l', 'l.unique_id', 'g.unique_id')
    .leftJoin('promo_video_games as v', 'v.unique_id', 'g.unique_id')
    .select([
      'g.unique_id',
      'g.app_id',
      'g.track_name',
      'g.artist_name',
      'g.artwork_url',
      'g.genre_id',
      'l.unique_id as live_id',
      'l.live_windmill_num',
      'l.live_handle_num',
      'l.author_num as live_author_num',
      'v.unique_id as video_id',
      'v.video_num',
      'v.live_windmill_num as video_windmill_num',
      'v.live_handle_num as video_handle_num',
      'v.author_num as video_author_num',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof games>['executeTakeFirstOrThrow']>>;

const present = (r: Row): AdminGame => ({
  id: r.unique_id,
  appId: r.app_id ?? '',
  trackName: r.track_name,
  artistName: r.artist_name,
  artworkUrl: r.artwork_url,
  genreId: r.genre_id,
  onLive: r.live_id !== null,
  liveWindmillNum: r.live_windmill_num ?? 0,
  liveHandleNum: r.live_handle_num ?? 0,
  liveAuthorNum: r.live_author_num ?? 0,
  onVideo: r.video_id !== null,
  videoNum: r.video_num ?? 0,
  videoWindmillNum: r.video_windmill_num ?? 0,
  videoHandleNum: r.video_handle_num ?? 0,
  videoAuthorNum: r.video_author_num ?? 0,
});

/** Puts the game on the boards `next` names, with their figures, and off the others. */
async function writeBoards(db: Db, id: string, next: AdminGame): Promise<void> {
  await db.deleteFrom('promo_live_games').where('unique_id', '=', id).execute();
  await db.deleteFrom('promo_video_games').where('unique_id', '=', id).execute();
  if (next.onLive) {
    await db
      .insertInto('promo_live_games')
      .values({
        unique_id: id,
        live_windmill_num: next.liveWindmillNum,
        live_handle_num: next.liveHandleNum,
        author_num: next.liveAuthorNum,
      })
      .execute();
  }
  if (next.onVideo) {
    await db
      .insertInto('promo_video_games')
      .values({
        unique_id: id,
        video_num: next.videoNum,
        live_windmill_num: next.videoWindmillNum,
        live_handle_num: next.videoHandleNum,
        author_num: next.videoAuthorNum,
      })
      .execute();
  }
}

const gameColumns = (f: Partial<Fields>) =>
  defined({
    app_id: f.appId === undefined ? undefined : f.appId || null,
    track_name: f.trackName,
    artist_name: f.artistName,
    artwork_url: f.artworkUrl,
    genre_id: f.genreId,
  });

/** The board fields of `f` laid over `current` (all zero and off for a new game). */
const boardsOf = (current: AdminGame, f: Partial<Fields>): AdminGame => ({ ...current, ...defined(f) });

const NEW_GAME: Omit<AdminGame, 'id' | 'appId' | 'trackName' | 'artistName' | 'artworkUrl' | 'genreId'> = {
  onLive: false,
  liveWindmillNum: 0,
  liveHandleNum: 0,
  liveAuthorNum: 0,
  onVideo: false,
  videoNum: 0,
  videoWindmillNum: 0,
  videoHandleNum: 0,
  videoAuthorNum: 0,
};

export const gameStore: ContentStore<AdminGame, Fields, string> = {
  kind: 'games',
  conflict: CONTENT_TEXTS.gameIdUsed,
  list: async (db, page, pageSize) => {
    const [{ total }, rows] = await Promise.all([
      db
        .selectFrom('promo_games')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
      games(db)
        .orderBy('g.created_at', 'desc')
        .orderBy('g.unique_id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
    ]);
    return { total: Number(total), list: rows.map(present) };
  },
  find: async (db, id) => {
    const row = await games(db).where('g.unique_id', '=', String(id)).executeTakeFirst();
    return row && present(row);
  },
  insert: async (db, f) => {
    await db
      .insertInto('promo_games')
      .values({
        ...gameColumns(f),
        unique_id: f.uniqueId,
        track_name: f.trackName,
        artwork_url: f.artworkUrl,
        genre_id: f.genreId,
      })
      .execute();
    const created = { id: f.uniqueId, appId: '', trackName: '', artistName: '', artworkUrl: '', genreId: 0 };
    await writeBoards(db, f.uniqueId, boardsOf({ ...created, ...NEW_GAME }, f));
    return f.uniqueId;
  },
  update: async (db, id, f) => {
    const key = String(id);
    // The platform's id is the game's key: it is given once, at create.
    if (f.uniqueId !== undefined && f.uniqueId !== key)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, CONTENT_TEXTS.gameId);
    const values = gameColumns(f);
    if (Object.keys(values).length > 0)
      await db.updateTable('promo_games').set(values).where('unique_id', '=', key).execute();
    const current = await games(db).where('g.unique_id', '=', key).executeTakeFirstOrThrow();
    await writeBoards(db, key, boardsOf(present(current), f));
  },
  remove: async (db, id) => {
    await db.deleteFrom('promo_games').where('unique_id', '=', String(id)).execute();
  },
};
