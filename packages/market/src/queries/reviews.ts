import { sql } from 'kysely';
import type { Db } from '../ingest/db.ts';

export interface ReviewStars {
  /** Reviews per star, 5 down to 1. */
  stars: { star: number; count: number }[];
  /** Reviews written on the China day `day`. */
  onDay: number;
}

/** An iOS app's collected reviews by star, and how many were written on China day `day` ('YYYY-MM-DD'). */
export async function reviewStars(db: Db, input: { country: string; appId: number; day: string }): Promise<ReviewStars> {
  const rows = await db
    .selectFrom('app_reviews')
    .select(['rating', (eb) => eb.fn.countAll<string>().as('n'), sql<string>`count(*) FILTER (WHERE (updated_at AT TIME ZONE 'Asia/Shanghai')::date = ${input.day}::date)`.as('on_day')])
    .where('country', '=', input.country)
    .where('app_id', '=', String(input.appId))
    .groupBy('rating')
    .execute();
  const count = new Map(rows.map((r) => [r.rating, Number(r.n)]));
  return {
    stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: count.get(star) ?? 0 })),
    onDay: rows.reduce((sum, r) => sum + Number(r.on_day), 0),
  };
}
