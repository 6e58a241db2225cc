import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  ALERT_TEXTS,
  ApiFailure,
  appAlertRule,
  appAlertRules,
  appAlertRuleSave,
  DEFAULT_ALERT_RANK_TOP,
  ErrorCode,
  formatDateTime,
  type AlertKind,
  type FollowTarget,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { channelsInOrder } from '../../alerts/ruleChannels.ts';
import { currentUser } from '../../session/current.ts';

/** Android apps are followed in the China market (their country is cn). */
const placeOf = (t: FollowTarget) => (t.market === 'ios' ? t : { ...t, country: 'cn' });

/** Kinds as stored, in ALERT_KINDS' order (anything else is dropped). */
const inOrder = (kinds: readonly string[]): AlertKind[] => ALERT_KINDS.filter((k) => kinds.includes(k));

/** Alert rules on followed apps (issue 22): each user's own, set per followed iOS app. */
export function alertRoutes(app: FastifyInstance): void {
  const ruleOf = (deps: Deps, uid: string, t: FollowTarget) =>
    deps.db
      .selectFrom('alert_rules')
      .select(['kinds', 'channels', 'rank_top', 'created_at'])
      .where('uid', '=', uid)
      .where('market', '=', t.market)
      .where('country', '=', t.country)
      .where('app_id', '=', t.appId)
      .executeTakeFirst();

  route(app, appAlertRule, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const rule = await ruleOf(deps, user.uid, placeOf(query));
    return {
      kinds: inOrder(rule?.kinds ?? []),
      channels: channelsInOrder(rule?.channels ?? ALERT_CHANNELS),
      rankTop: rule?.rank_top ?? DEFAULT_ALERT_RANK_TOP,
      since: rule ? formatDateTime(rule.created_at) : '',
    };
  });

  route(app, appAlertRules, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const rows = await deps.db
      .selectFrom('alert_rules')
      .select(['market', 'country', 'app_id', 'kinds', 'channels', 'rank_top'])
      .where('uid', '=', user.uid)
      .execute();
    return {
      list: rows.map((r) => ({
        appId: r.app_id,
        market: r.market,
        country: r.country,
        kinds: inOrder(r.kinds),
        channels: channelsInOrder(r.channels),
        rankTop: r.rank_top,
      })),
    };
  });

  // A rule belongs to a follow of an iOS app; kinds '' removes it. Changing the kinds keeps when it began; channels and
  // the rank kind's N left out are kept.
  route(app, appAlertRuleSave, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const target = placeOf(body);
    if (target.market !== 'ios') throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_TEXTS.iosOnly);
    const key = { uid: user.uid, market: target.market, country: target.country, app_id: target.appId };
    const followed = await deps.db
      .selectFrom('user_follows')
      .select('follow_id')
      .where('uid', '=', key.uid)
      .where('market', '=', key.market)
      .where('country', '=', key.country)
      .where('app_id', '=', key.app_id)
      .executeTakeFirst();
    if (!followed) throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_TEXTS.notFollowed);
    if (body.kinds.length === 0) {
      await deps.db
        .deleteFrom('alert_rules')
        .where('uid', '=', key.uid)
        .where('market', '=', key.market)
        .where('country', '=', key.country)
        .where('app_id', '=', key.app_id)
        .execute();
      return null;
    }
    const given = {
      kinds: body.kinds,
      ...(body.channels ? { channels: body.channels } : {}),
      ...(body.rankTop === undefined ? {} : { rank_top: body.rankTop }),
    };
    await deps.db
      .insertInto('alert_rules')
      .values({ ...key, ...given })
      .onConflict((oc) =>
        oc.columns(['uid', 'market', 'country', 'app_id']).doUpdateSet({ ...given, updated_at: new Date() }),
      )
      .execute();
    return null;
  });
}
