import { sql, type Kysely, type Transaction } from 'kysely';
import { ADVERT_POSITION_CAROUSEL, ADVERT_POSITION_POPUP, articlePath, DAY_MS, HOUR_MS } from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import { appIcon, articleThumb, avatar, bannerAd, palette, partnerLogo, popupPoster } from './art.ts';
import {
  ARTICLES,
  CAROUSEL_ADS,
  LIVE_BOARD,
  NEWS,
  PARTNERS,
  POPUP_AD,
  PROMO_GAMES,
  TALENTS,
  TESTIMONIALS,
  VIDEO_BOARD,
} from './seedData.ts';

/** Demo adverts run from a day before the seed for a year. */
const AD_RUN_DAYS = 365;

/** Home's demo content (seedData.ts, pictures from art.ts), dated from the moment of seeding. */
export async function seedHomeContent(trx: Transaction<Database> | Kysely<Database>, now = new Date()): Promise<void> {
  const start = new Date(now.getTime() - DAY_MS);
  const end = new Date(now.getTime() + AD_RUN_DAYS * DAY_MS);

  await trx
    .insertInto('adverts')
    .values([
      {
        position: ADVERT_POSITION_POPUP,
        img_pc: popupPoster({ ...POPUP_AD, p: palette(1) }),
        url_pc: POPUP_AD.url,
        description: POPUP_AD.description,
        start_at: start,
        end_at: end,
      },
      ...CAROUSEL_ADS.map((ad, i) => ({
        position: ADVERT_POSITION_CAROUSEL,
        image: bannerAd({ ...ad, p: palette([1, 3, 5, 4][i] ?? i), motif: i }),
        url: ad.url,
        description: ad.title,
        start_at: start,
        end_at: end,
        sort: i,
      })),
    ])
    .execute();

  const articleColours = [1, 2, 0, 3, 5];
  for (const [i, a] of ARTICLES.entries()) {
    // The id first, so the url names the article's own page.
    const { id } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('articles', 'id'))::int AS id`
      .execute(trx)
      .then((r) => r.rows[0]!);
    await trx
      .insertInto('articles')
      .values({
        id,
        guid: a.guid,
        thumbnail: articleThumb({ label: a.label, caption: a.caption, p: palette(articleColours[i] ?? i), motif: i }),
        post_title: a.post_title,
        post_excerpt: a.post_excerpt,
        url: articlePath(id),
        published_at: new Date(now.getTime() - a.daysAgo * DAY_MS),
      })
      .execute();
  }

  await trx
    .insertInto('news')
    .values(
      NEWS.map((n) => ({
        id: n.id,
        article_title: n.article_title,
        view_counts: n.view_counts,
        add_time: new Date(now.getTime() - n.hoursAgo * HOUR_MS),
      })),
    )
    .execute();

  await trx
    .insertInto('testimonials')
    .values(TESTIMONIALS.map((t, i) => ({ ...t, avatar: avatar(t.name, palette(i * 3 + 1)), sort: i })))
    .execute();

  await trx
    .insertInto('partners')
    .values(PARTNERS.map((name, i) => ({ name, logo: partnerLogo(name, palette(i)), sort: i })))
    .execute();

  await trx
    .insertInto('promo_games')
    .values(PROMO_GAMES.map((g, i) => ({ ...g, artwork_url: appIcon(g.track_name, palette(i), i) })))
    .execute();
  await trx
    .insertInto('promo_live_games')
    .values([...LIVE_BOARD])
    .execute();
  await trx
    .insertInto('promo_video_games')
    .values([...VIDEO_BOARD])
    .execute();

  for (const [i, t] of TALENTS.entries()) {
    const row = await trx
      .insertInto('promo_talents')
      .values({
        author_id: t.author_id,
        nickname: t.nickname,
        avatar: avatar(t.nickname, palette(i * 2 + 5)),
        follower_count: t.follower_count,
        genre_id: t.genre_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('promo_talent_apps')
      .values(t.games.map((unique_id, sort) => ({ talent_id: row.id, unique_id, sort })))
      .execute();
  }
}
