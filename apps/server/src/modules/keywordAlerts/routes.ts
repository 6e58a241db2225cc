import {
  ALERT_CHANNELS,
  ApiFailure,
  appKeywordAlertRule,
  appKeywordAlertRules,
  appKeywordAlertRuleSave,
  ErrorCode,
  formatDateTime,
  KEYWORD_ALERT_TEXTS,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { channelsInOrder } from '../../alerts/ruleChannels.ts';
import { currentUser } from '../../session/current.ts';

type Key = { uid: string; country: string; appId: string };

/** The user's keyword alert rule of the app, if any. */
const ruleOf = (deps: Deps, key: Key) =>
  deps.db
    .selectFrom('keyword_alert_rules')
    .select(['min_change', 'top10_exit', 'channels', 'created_at'])
    .where('uid', '=', key.uid)
    .where('country', '=', key.country)
    .where('app_id', '=', key.appId)
    .executeTakeFirst();

/** Refuses an app the user watches no keyword of. */
async function assertWatched(deps: Deps, key: Key): Promise<void> {
  const watched = await deps.db
    .selectFrom('app_keyword_watch')
    .select('keyword_id')
    .where('uid', '=', key.uid)
    .where('country', '=', key.country)
    .where('app_id', '=', key.appId)
    .limit(1)
    .executeTakeFirst();
  if (!watched) throw new ApiFailure(ErrorCode.BAD_REQUEST, KEYWORD_ALERT_TEXTS.notWatched);
}

/** Alerts on watched keywords (issue 22): each user's own rule per app whose keywords they watch. */
export function keywordAlertRoutes(app: FastifyInstance): void {
  route(app, appKeywordAlertRule, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const key = { uid: user.uid, country: query.country, appId: query.appId };
    // A rule outlives its keywords (they can be watched again): it stays readable, and removable, without them.
    const rule = await ruleOf(deps, key);
    if (!rule) await assertWatched(deps, key);
    return {
      minChange: rule?.min_change ?? 0,
      top10Exit: rule?.top10_exit ?? false,
      channels: channelsInOrder(rule?.channels ?? ALERT_CHANNELS),
      since: rule ? formatDateTime(rule.created_at) : '',
    };
  });

  route(app, appKeywordAlertRules, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const rows = await deps.db
      .selectFrom('keyword_alert_rules')
      .select(['country', 'app_id', 'min_change', 'top10_exit', 'channels'])
      .where('uid', '=', user.uid)
      .orderBy('created_at')
      .execute();
    return {
      list: rows.map((r) => ({
        appId: r.app_id,
        country: r.country,
        minChange: r.min_change,
        top10Exit: r.top10_exit,
        channels: channelsInOrder(r.channels),
      })),
    };
  });

  // Neither a move nor leaving the top 10 asked for: the rule is removed. A change keeps when it began; channels left
  // out are kept.
  route(app, appKeywordAlertRuleSave, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const key = { uid: user.uid, country: body.country, appId: body.appId };
    if (body.minChange === 0 && !body.top10Exit) {
      await deps.db
        .deleteFrom('keyword_alert_rules')
        .where('uid', '=', key.uid)
        .where('country', '=', key.country)
        .where('app_id', '=', key.appId)
        .execute();
      return null;
    }
    await assertWatched(deps, key);
    const given = {
      min_change: body.minChange,
      top10_exit: body.top10Exit,
      ...(body.channels ? { channels: body.channels } : {}),
    };
    await deps.db
      .insertInto('keyword_alert_rules')
      .values({ uid: key.uid, country: key.country, app_id: key.appId, ...given })
      .onConflict((oc) => oc.columns(['uid', 'country', 'app_id']).doUpdateSet({ ...given, updated_at: new Date() }))
      .execute();
    return null;
  });
}
