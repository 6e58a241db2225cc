/**
 * The overview's platform figures per China day: sign-ups (`users.created_at`), active users (`user_active_days`:
 * seen logged in that day), paying users, paid orders and revenue (`vip_orders` paid that day; a refunded order
 * counts on its payment day in `refundedFen`, not in the revenue), alerts delivered (by `alert_deliveries.sent_at`)
 * and given up (failed or dropped, by the day they were queued), and today's totals.
 */
import { chinaDayEnd, chinaDayStart, DAY_MS, daysBetween, formatDate, type OverviewDay } from '@bangyan/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

type Db = Kysely<Database>;

const chinaDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;

/** A query's rows (a China day 'YYYY-MM-DD' and its counts) by day. */
async function perDay<T extends Record<string, number>>(
  db: Db,
  query: ReturnType<typeof sql<{ day: string } & T>>,
): Promise<Map<string, T>> {
  const rows = (await query.execute(db)).rows;
  return new Map(rows.map(({ day, ...rest }) => [day, rest as unknown as T]));
}

/** The last `span` China days up to the one holding `now`, oldest first. */
export async function platformDays(db: Db, span: number, now: Date): Promise<OverviewDay[]> {
  const last = formatDate(now);
  const first = formatDate(now.getTime() - (span - 1) * DAY_MS);
  const from = chinaDayStart(first);
  const to = chinaDayEnd(last);
  const [signups, active, paid, sent, failed] = await Promise.all([
    perDay<{ signups: number }>(
      db,
      sql`SELECT ${chinaDay('created_at')} AS day, count(*)::int AS signups FROM users
        WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1`,
    ),
    perDay<{ active: number }>(
      db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS active FROM user_active_days
        WHERE day >= ${first}::date AND day <= ${last}::date GROUP BY 1`,
    ),
    perDay<{ payingUsers: number; paidOrders: number; revenueFen: number; refundedFen: number }>(
      db,
      sql`SELECT ${chinaDay('paid_at')} AS day,
          count(DISTINCT uid) FILTER (WHERE status = 'paid')::int AS "payingUsers",
          count(*) FILTER (WHERE status = 'paid')::int AS "paidOrders",
          coalesce(sum(amount_fen) FILTER (WHERE status = 'paid'), 0)::int AS "revenueFen",
          coalesce(sum(amount_fen) FILTER (WHERE status = 'refunded'), 0)::int AS "refundedFen"
        FROM vip_orders WHERE paid_at >= ${from} AND paid_at < ${to} GROUP BY 1`,
    ),
    perDay<{ alertsSent: number }>(
      db,
      sql`SELECT ${chinaDay('sent_at')} AS day, count(*)::int AS "alertsSent" FROM alert_deliveries
        WHERE sent_at >= ${from} AND sent_at < ${to} GROUP BY 1`,
    ),
    perDay<{ alertsFailed: number }>(
      db,
      sql`SELECT ${chinaDay('created_at')} AS day, count(*)::int AS "alertsFailed" FROM alert_deliveries
        WHERE status IN ('failed', 'dropped') AND created_at >= ${from} AND created_at < ${to} GROUP BY 1`,
    ),
  ]);
  return daysBetween(first, last).map((day) => ({
    day,
    signups: signups.get(day)?.signups ?? 0,
    active: active.get(day)?.active ?? 0,
    payingUsers: paid.get(day)?.payingUsers ?? 0,
    paidOrders: paid.get(day)?.paidOrders ?? 0,
    revenueFen: paid.get(day)?.revenueFen ?? 0,
    refundedFen: paid.get(day)?.refundedFen ?? 0,
    alertsSent: sent.get(day)?.alertsSent ?? 0,
    alertsFailed: failed.get(day)?.alertsFailed ?? 0,
  }));
}

/** Today's totals: users, disabled ones, paid VIP and SVIP memberships running, requests waiting, alerts queued. */
export async function platformTotals(db: Db, now: Date) {
  const row = await sql<{
    users: number;
    disabled: number;
    vip: number;
    svip: number;
    pendingLinks: number;
    alertsQueued: number;
  }>`SELECT
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM users WHERE disabled_at IS NOT NULL) AS disabled,
      (SELECT count(*)::int FROM users WHERE role = 'vip' AND role_end_at > ${now}) AS vip,
      (SELECT count(*)::int FROM users WHERE role = 'svip' AND role_end_at > ${now}) AS svip,
      (SELECT count(*)::int FROM link_app_requests WHERE status = 'pending') AS "pendingLinks",
      (SELECT count(*)::int FROM alert_deliveries WHERE status IN ('pending', 'sending')) AS "alertsQueued"`.execute(
    db,
  );
  return row.rows[0]!;
}
