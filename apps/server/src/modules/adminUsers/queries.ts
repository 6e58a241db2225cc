/** 用户: finding users and everything support needs about one. */
import {
  ADMIN_DETAIL_ROWS,
  ADMIN_OPS_TEXTS,
  ApiFailure,
  ErrorCode,
  type AdminUser,
  type AdminUserDetail,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { appNames, nameKey } from '../../admin/appNames.ts';
import { orderRows, presentAdminOrder } from '../../admin/orders.ts';
import { effectiveTier } from '../../access/membership.ts';
import { findUser, type UserRow } from '../../session/users.ts';

type Db = Kysely<Database>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentUser(u: UserRow, now: Date): AdminUser {
  const tier = effectiveTier(u, now);
  return {
    uid: u.uid,
    nickname: u.nickname,
    region: u.region,
    phone: u.phone,
    email: u.email,
    tier: tier.tier,
    tierEndsAt: iso(tier.endsAt),
    createdAt: u.created_at.toISOString(),
    lastLoginAt: iso(u.last_login_at),
    disabled: u.disabled_at !== null,
  };
}

/** The detail's account part: the tier in force, the paid membership and the trial apart, the disabled state. */
export function presentAccount(u: UserRow, now: Date): AdminUserDetail['user'] {
  return {
    ...presentUser(u, now),
    paidRole: u.role,
    paidEndsAt: iso(u.role_end_at),
    trialUntil: iso(u.svip_trial_until),
    disabledAt: iso(u.disabled_at),
    disabledReason: u.disabled_reason,
    wechatBound: u.wechat_openid !== null,
  };
}

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A phone matches a search that it contains only from this many characters on (a short number is a uid). */
const PHONE_PART_MIN = 4;

/**
 * Users whose uid is `q`, or whose phone (`q` of PHONE_PART_MIN characters or more), email or nickname contains it
 * (case-insensitive), newest first; every user for an empty `q`.
 */
export async function searchUsers(db: Db, input: { q: string; page: number; pageSize: number }, now: Date) {
  let query = db.selectFrom('users');
  if (input.q !== '') {
    const like = likeText(input.q);
    query = query.where((eb) =>
      eb.or([
        ...(/^\d{1,18}$/.test(input.q) ? [eb('uid', '=', input.q)] : []),
        ...(input.q.length >= PHONE_PART_MIN ? [eb('phone', 'like', like)] : []),
        eb('email', 'ilike', like),
        eb('nickname', 'ilike', like),
      ]),
    );
  }
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('uid', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  return {
    total: Number(total),
    page: input.page,
    pageSize: input.pageSize,
    list: rows.map((u) => presentUser(u, now)),
  };
}

/** The user's row; the refusal 用户不存在 when there is none. */
async function userOrFail(db: Db, uid: string): Promise<UserRow> {
  const user = await findUser(db, uid);
  if (!user) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.userMissing);
  return user;
}

/** One user: the account, and the newest ADMIN_DETAIL_ROWS follows, keywords, orders and logins. */
export async function userDetail(db: Db, uid: string, now: Date): Promise<AdminUserDetail> {
  const user = await userOrFail(db, uid);
  const [follows, keywords, orders, logins] = await Promise.all([
    db
      .selectFrom('user_follows')
      .select(['app_id', 'market', 'country', 'created_at'])
      .where('uid', '=', uid)
      .orderBy('created_at', 'desc')
      .limit(ADMIN_DETAIL_ROWS)
      .execute(),
    db
      .selectFrom('user_keywords')
      .select(['keyword', 'country', 'created_at'])
      .where('uid', '=', uid)
      .orderBy('created_at', 'desc')
      .limit(ADMIN_DETAIL_ROWS)
      .execute(),
    orderRows(db)
      .where('o.uid', '=', uid)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.order_no', 'desc')
      .limit(ADMIN_DETAIL_ROWS)
      .execute(),
    db
      .selectFrom('user_sessions')
      .select(['method', 'ip', 'user_agent', 'created_at', 'ended_at'])
      .where('uid', '=', uid)
      .orderBy('created_at', 'desc')
      .limit(ADMIN_DETAIL_ROWS)
      .execute(),
  ]);
  const refs = follows.map((f) => ({ market: f.market, appId: f.app_id }));
  const names = await appNames(db, refs);
  return {
    user: presentAccount(user, now),
    follows: follows.map((f) => ({
      appId: f.app_id,
      market: f.market,
      country: f.country,
      name: names.get(nameKey({ market: f.market, appId: f.app_id })) ?? '',
      createdAt: f.created_at.toISOString(),
    })),
    keywords: keywords.map((k) => ({ keyword: k.keyword, country: k.country, createdAt: k.created_at.toISOString() })),
    orders: orders.map((o) => presentAdminOrder(o, now)),
    logins: logins.map((l) => ({
      method: l.method,
      ip: l.ip,
      userAgent: l.user_agent,
      at: l.created_at.toISOString(),
      endedAt: iso(l.ended_at),
    })),
  };
}
