import { sql, type Kysely } from 'kysely';
import { DEFAULT_COUNTRY, genreName } from '@bangyan/contract';
import type {
  Advert,
  AdvertPosition,
  Article,
  LiveGame,
  News,
  Partner,
  Talent,
  Testimonial,
  VideoGame,
} from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import { catalogApps } from '@bangyan/market';

const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** The adverts of a position running at `now` (started, not ended), in the operator's order. */
export async function listAdverts(db: Kysely<Database>, position: AdvertPosition, now: Date): Promise<Advert[]> {
  const rows = await db
    .selectFrom('adverts')
    .select(['id', 'position', 'image', 'url', 'description', 'img_pc', 'url_pc', 'start_at', 'end_at'])
    .where('position', '=', position)
    .where('published', '=', true)
    .where('start_at', '<=', now)
    .where('end_at', '>', now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(({ start_at, end_at, ...rest }) => ({
    ...rest,
    start: unixSeconds(start_at),
    end: unixSeconds(end_at),
  }));
}

/** The newest articles published (an editor's scheduled ones once their time comes). */
export async function listArticles(db: Kysely<Database>, limit: number): Promise<Article[]> {
  return db
    .selectFrom('articles')
    .select(['guid', 'thumbnail', 'post_title', 'post_excerpt', 'url'])
    .where('published', '=', true)
    .where('published_at', '<=', sql<Date>`now()`)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest operations-circle posts published (scheduled ones once their time comes). */
export async function listNews(db: Kysely<Database>, limit: number): Promise<News[]> {
  const rows = await db
    .selectFrom('news')
    .select(['id', 'article_title', 'view_counts', 'add_time'])
    .where('published', '=', true)
    .where('add_time', '<=', sql<Date>`now()`)
    .orderBy('add_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ID: r.id,
    article_title: r.article_title,
    view_counts: r.view_counts,
    add_time: unixSeconds(r.add_time),
  }));
}

export async function listTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  return db
    .selectFrom('testimonials')
    .select(['id', 'name', 'title', 'company', 'quote', 'avatar'])
    .where('published', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listPartners(db: Kysely<Database>): Promise<Partner[]> {
  return db
    .selectFrom('partners')
    .select(['name', 'logo', 'url'])
    .where('published', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** promo_games' own columns; `withCatalog` lays the market catalog over them. */
function promoGames(db: Kysely<Database>) {
  return db
    .selectFrom('promo_games as g')
    .select(['g.unique_id', 'g.genre_id', 'g.app_id', 'g.track_name', 'g.artist_name', 'g.artwork_url']);
}

interface PromoGame {
  unique_id: string;
  genre_id: number;
  app_id: string | null;
  track_name: string;
  artist_name: string;
  artwork_url: string;
}

/** A promoted game as the boards show it: linked to the catalog's app (`catalog_app_id`) when the catalog knows it. */
type GameRow = Omit<PromoGame, 'app_id'> & { catalog_app_id: string | null };

/**
 * The games with the market catalog laid over them (market `catalogApps`): a game linked to an App
 * Store app the catalog knows (storefront cn) shows the catalog's name, developer and icon (the
 * game's own where the catalog's are empty).
 */
async function withCatalog<R extends PromoGame>(db: Kysely<Database>, games: readonly R[]): Promise<(R & GameRow)[]> {
  const linked = games.flatMap((g) => (g.app_id === null ? [] : [Number(g.app_id)]));
  const apps = await catalogApps(db, { country: DEFAULT_COUNTRY, appIds: linked });
  const known = new Map(apps.map((a) => [String(a.appId), a]));
  return games.map((g) => {
    const app = g.app_id === null ? undefined : known.get(g.app_id);
    if (app === undefined) return { ...g, catalog_app_id: null };
    return {
      ...g,
      catalog_app_id: String(app.appId),
      track_name: app.name,
      artist_name: app.developerName || g.artist_name,
      artwork_url: app.iconUrl || g.artwork_url,
    };
  });
}

function presentGame(g: GameRow): Omit<LiveGame, 'liveWindmillNum' | 'liveHandleNum' | 'authorNum'> {
  return {
    unique_id: g.unique_id,
    appId: g.catalog_app_id,
    trackName: g.track_name,
    artistName: g.artist_name,
    artworkUrl60: g.artwork_url,
    genreName: genreName(g.genre_id) ?? '',
  };
}

/** The live-stream board: games by live sessions carrying their widgets (小风车 + 小手柄), then creators. */
export async function topLiveGames(db: Kysely<Database>, top: number): Promise<LiveGame[]> {
  const games = await promoGames(db)
    .innerJoin('promo_live_games as b', 'b.unique_id', 'g.unique_id')
    .select(['b.live_windmill_num', 'b.live_handle_num', 'b.author_num'])
    .orderBy(sql`b.live_windmill_num + b.live_handle_num`, 'desc')
    .orderBy('b.author_num', 'desc')
    .orderBy('g.unique_id')
    .limit(top)
    .execute();
  const rows = await withCatalog(db, games);
  return rows.map((r) => ({
    ...presentGame(r),
    liveWindmillNum: r.live_windmill_num,
    liveHandleNum: r.live_handle_num,
    authorNum: r.author_num,
  }));
}

/** The short-video board: games by promotion videos published. */
export async function topVideoGames(db: Kysely<Database>, top: number): Promise<VideoGame[]> {
  const games = await promoGames(db)
    .innerJoin('promo_video_games as b', 'b.unique_id', 'g.unique_id')
    .select(['b.video_num', 'b.live_windmill_num', 'b.live_handle_num', 'b.author_num'])
    .orderBy('b.video_num', 'desc')
    .orderBy('g.unique_id')
    .limit(top)
    .execute();
  const rows = await withCatalog(db, games);
  return rows.map((r) => ({
    ...presentGame(r),
    videoNum: r.video_num,
    liveWindmillNum: r.live_windmill_num,
    liveHandleNum: r.live_handle_num,
    authorNum: r.author_num,
  }));
}

/** The talent board: game-promoting creators by followers, with the games each promotes. */
export async function topTalents(db: Kysely<Database>, top: number): Promise<Talent[]> {
  const talents = await db
    .selectFrom('promo_talents')
    .select(['id', 'author_id', 'nickname', 'avatar', 'follower_count', 'genre_id'])
    .orderBy('follower_count', 'desc')
    .orderBy('id')
    .limit(top)
    .execute();
  if (talents.length === 0) return [];
  const talentGames = await promoGames(db)
    .innerJoin('promo_talent_apps as t', 't.unique_id', 'g.unique_id')
    .select(['t.talent_id'])
    .where(
      't.talent_id',
      'in',
      talents.map((t) => t.id),
    )
    .orderBy('t.talent_id')
    .orderBy('t.sort')
    .orderBy('g.unique_id')
    .execute();
  const apps = await withCatalog(db, talentGames);
  return talents.map((t) => ({
    id: t.id,
    authorId: t.author_id,
    nickname: t.nickname,
    avatar: t.avatar,
    follower_count: Number(t.follower_count),
    genre: genreName(t.genre_id) ?? '',
    appList: apps
      .filter((a) => a.talent_id === t.id)
      .map((a) => ({ unique_id: a.unique_id, trackName: a.track_name, artworkUrl60: a.artwork_url })),
  }));
}
