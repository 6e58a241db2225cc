/**
 * Alerts on followed apps (issue 22): which of the engine's monitor events about a followed iOS app the user is told
 * of in the message centre, moments after the collection that finds it.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ALERT_CHANNELS, alertChannelList } from '../fields/alertChannels.ts';
import { followTarget } from '../fields/follow.ts';
import { numberIn } from '../fields/form.ts';

/** The kinds that are the engine's monitor events of the same name. */
export const MONITOR_ALERT_KINDS = ['offline', 'online', 'clear-chart', 'clear-words'] as const;
export type MonitorAlertKind = (typeof MONITOR_ALERT_KINDS)[number];

/** The events an alert rule can ask for, in the order the settings list them. */
export const ALERT_KINDS = [...MONITOR_ALERT_KINDS, 'version', 'rank', 'rating', 'featured'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  offline: '应用下架',
  online: '恢复上架',
  'clear-chart': '被清榜',
  'clear-words': '被清词',
  version: '版本更新',
  rank: '排名进出前N名',
  rating: '评分下降',
  featured: '获得推荐',
};

/** The N of the 'rank' kind a user picks from (entering or leaving the top N), and the one a new rule takes. */
export const ALERT_RANK_TOPS = [1, 3, 10, 50, 100] as const;
export const DEFAULT_ALERT_RANK_TOP = 10;

export const ALERT_TEXTS = {
  kinds: '提醒类型格式不正确',
  rankTop: `排名阈值只能是前 ${ALERT_RANK_TOPS.join('、')} 名`,
  notFollowed: '请先关注该应用',
  iosOnly: '目前仅支持 iOS 应用的提醒',
} as const;

const kinds = z
  .string(ALERT_TEXTS.kinds)
  .regex(/^([a-z-]+(,[a-z-]+)*)?$/, ALERT_TEXTS.kinds)
  .transform((s) => (s === '' ? [] : [...new Set(s.split(','))]))
  .pipe(z.array(z.enum(ALERT_KINDS, ALERT_TEXTS.kinds)));

const rankTop = numberIn(ALERT_RANK_TOPS, ALERT_TEXTS.rankTop);

/** The user's rule for a followed app: the kinds asked for (none: no alerts), its channels, N and since when. */
export const appAlertRule = defineEndpoint({
  method: 'GET',
  path: '/v1/user/appAlertRule',
  tag: 'follow',
  summary: '应用提醒设置 (the kinds, empty when off)',
  query: followTarget,
  data: z.object({
    kinds: z.array(z.enum(ALERT_KINDS)),
    /** The channels besides the message centre this app's alerts go out on (those the user has turned on). */
    channels: z.array(z.enum(ALERT_CHANNELS)),
    /** The 'rank' kind's N (DEFAULT_ALERT_RANK_TOP without a rule). */
    rankTop: z.number().int(),
    since: z.string(),
  }),
});

/**
 * Sets the kinds for a followed app (kinds '' turns its alerts off), its channels (omitted: kept, or all) and the
 * 'rank' kind's N (omitted: kept, or DEFAULT_ALERT_RANK_TOP).
 */
export const appAlertRuleSave = defineEndpoint({
  method: 'POST',
  path: '/v1/user/appAlertRuleSave',
  tag: 'follow',
  summary: '保存应用提醒设置 (kinds comma-separated; empty: off; rankTop 1 / 3 / 10 / 50 / 100)',
  body: followTarget.extend({ kinds, channels: alertChannelList.optional(), rankTop: rankTop.optional() }),
  data: z.null(),
});

/** Every followed app's kinds, for the list of follows (only apps with a rule). */
export const appAlertRules = defineEndpoint({
  method: 'GET',
  path: '/v1/user/appAlertRules',
  tag: 'follow',
  summary: '所有关注应用的提醒设置',
  data: z.object({
    list: z.array(
      z.object({
        appId: z.string(),
        market: z.string(),
        country: z.string(),
        kinds: z.array(z.enum(ALERT_KINDS)),
        channels: z.array(z.enum(ALERT_CHANNELS)),
        rankTop: z.number().int(),
      }),
    ),
  }),
});
