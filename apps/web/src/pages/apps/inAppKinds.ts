import type { UseQueryResult } from '@tanstack/react-query';
import { KEYWORD_HEAT_TEXTS, type InAppEventRow, type InAppItemRow } from '@bangyan/contract';
import {
  useInAppEventKeywordsQuery,
  useInAppEventsQuery,
  useInAppEventSummaryQuery,
  useInAppItemKeywordsQuery,
  useInAppItemsQuery,
  useInAppItemSummaryQuery,
} from '../../api/appInApp.ts';

/** The two in-app coverage pages: what differs between the items' and the events' page. */

export type Params = { appId: string; country: string };
export type Entry = InAppItemRow | InAppEventRow;

/** What differs between the two pages: names, texts, and the answers they read. */
export interface Kind {
  title: string;
  testId: string;
  entry: string;
  empty: string;
  definition: string;
  useEntries: (params: Params) => UseQueryResult<{ list: Entry[] }, unknown>;
  useKeywords: typeof useInAppItemKeywordsQuery;
  useSummary: typeof useInAppItemSummaryQuery;
}

export const NOT_COLLECTED = '暂无数据：该国家/地区的关键词暂未采集，无法查看搜索结果中的内购项目与活动';
const SOURCE = '数据来源：每天采集各关键词的 App Store 搜索结果，其中除应用外还展示 App 内购买项目与 App 内活动。';
const COVERAGE =
  '覆盖关键词：热度≥4605、且当前搜索结果展示该应用至少一个{x}的关键词；' +
  'Top3 / Top10：其中该应用的{x}排在该关键词{x}结果前 3 / 前 10 位的关键词；' +
  '排名为在该关键词{x}结果中的位置；热度、结果数为该关键词最近一次采集的数值。' +
  KEYWORD_HEAT_TEXTS.heat;

export const ITEMS: Kind = {
  title: '内购项目',
  testId: 'app-subscribe-page',
  entry: '内购项目',
  empty: '暂无内购项目：该应用的 App 内购买项目尚未在所采集关键词的搜索结果中出现',
  definition: SOURCE + COVERAGE.replaceAll('{x}', '内购项目'),
  useEntries: useInAppItemsQuery,
  useKeywords: useInAppItemKeywordsQuery,
  useSummary: useInAppItemSummaryQuery,
};

export const EVENTS: Kind = {
  title: '应用内活动',
  testId: 'app-activity-page',
  entry: '活动',
  empty: '暂无应用内活动：该应用的 App 内活动尚未在所采集关键词的搜索结果中出现',
  definition: SOURCE + COVERAGE.replaceAll('{x}', '活动'),
  useEntries: useInAppEventsQuery,
  useKeywords: useInAppEventKeywordsQuery,
  useSummary: useInAppEventSummaryQuery,
};
