/**
 * Alerts on watched keywords (issue 22): for an app a user watches keywords of (keywordsmonitor), whether to be told
 * when the app's rank for a watched keyword moves by at least N places between two keyword collections, or leaves the
 * top 10. One alert per app and collection lists the keywords that moved. Each user's own; login needed.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ALERT_CHANNELS, alertChannelList } from '../fields/alertChannels.ts';
import { appQuery } from '../fields/apps.ts';
import { numberIn } from '../fields/form.ts';

/** The N places a user picks from; 0: rank changes are not asked for. */
export const KEYWORD_ALERT_CHANGES = [0, 1, 3, 5, 10, 20, 50] as const;

export const KEYWORD_ALERT_TEXTS = {
  minChange: `排名变化幅度只能是 ${KEYWORD_ALERT_CHANGES.join('、')} 名`,
  top10Exit: '跌出前10开关只能是 0 或 1',
  notWatched: '请先为该应用添加监控关键词',
} as const;

const rule = {
  minChange: z.number().int(),
  top10Exit: z.boolean(),
  /** The channels besides the message centre its alerts go out on (those the user has turned on). */
  channels: z.array(z.enum(ALERT_CHANNELS)),
};

/** The user's keyword alert rule for the app (minChange 0 and top10Exit false: off) and since when ('' when off). */
export const appKeywordAlertRule = defineEndpoint({
  method: 'GET',
  path: '/v1/user/appKeywordAlertRule',
  tag: 'follow',
  summary: '应用关键词提醒设置（仅限已监控关键词的应用）',
  query: appQuery,
  data: z.object({ ...rule, since: z.string() }),
});

/** Sets the app's keyword alerts (minChange 0 with top10Exit 0 turns them off); channels omitted: kept, or all. */
export const appKeywordAlertRuleSave = defineEndpoint({
  method: 'POST',
  path: '/v1/user/appKeywordAlertRuleSave',
  tag: 'follow',
  summary: '保存应用关键词提醒设置（minChange 0 / 1 / 3 / 5 / 10 / 20 / 50；top10Exit 0 / 1）',
  body: appQuery.extend({
    minChange: numberIn(KEYWORD_ALERT_CHANGES, KEYWORD_ALERT_TEXTS.minChange),
    top10Exit: z.enum(['0', '1'], KEYWORD_ALERT_TEXTS.top10Exit).transform((v) => v === '1'),
    channels: alertChannelList.optional(),
  }),
  data: z.null(),
});

/** Every keyword alert rule of the user (only apps with one), for the account centre's 应用关键词. */
export const appKeywordAlertRules = defineEndpoint({
  method: 'GET',
  path: '/v1/user/appKeywordAlertRules',
  tag: 'follow',
  summary: '所有应用关键词提醒设置',
  data: z.object({ list: z.array(z.object({ appId: z.string(), country: z.string(), ...rule })) }),
});
