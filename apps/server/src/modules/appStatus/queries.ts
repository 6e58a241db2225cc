/** An iOS app's status page from the market engine, in the contract's shapes. */
import {
  APP_STATUS_KINDS,
  formatDateTime,
  type DataOf,
  type appStatusList,
  type appStatusSummary,
} from '@bangyan/contract';
import { appStatusTimeline, catalogApp, type AppStatusEvent } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { statusTag } from '../../present/apps.ts';

type Db = Deps['db'];
type App = { appId: string; country: string };
type Item = DataOf<typeof appStatusList>['list'][number];

const item = (e: AppStatusEvent): Item => ({
  time: formatDateTime(e.at),
  kind: e.kind,
  rank: e.rank,
  chartType: e.chartType,
  coverageBefore: e.coverageBefore,
  coverageAfter: e.coverageAfter,
  price: e.price,
  expectedRelease: e.expectedReleaseAt === null ? null : formatDateTime(e.expectedReleaseAt),
});

/** The timeline, newest first. */
export async function statusList(db: Db, input: App): Promise<DataOf<typeof appStatusList>> {
  return { list: (await appStatusTimeline(db, { country: input.country, appId: Number(input.appId) })).map(item) };
}

/** Where the app stands now, with its events counted per kind. */
export async function statusSummary(db: Db, input: App): Promise<DataOf<typeof appStatusSummary>> {
  const app = { country: input.country, appId: Number(input.appId) };
  const [row, timeline] = await Promise.all([catalogApp(db, app), appStatusTimeline(db, app)]);
  const onSale = row?.status === 1;
  const isBook = row?.isPreOrder ?? false;
  return {
    found: row !== null,
    onSale,
    isBook,
    statusTag: row === null ? '' : statusTag(onSale, isBook),
    missing: onSale && (row?.missingChecks ?? 0) > 0,
    firstSeenAt: row === null ? '' : formatDateTime(row.firstSeenAt),
    latestEventAt: timeline[0] ? formatDateTime(timeline[0].at) : '',
    counts: APP_STATUS_KINDS.map((kind) => ({ kind, count: timeline.filter((e) => e.kind === kind).length })),
  };
}
