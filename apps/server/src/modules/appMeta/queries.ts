/**
 * baseinfo's change history and package, the version page's summary and cadence: the market engine's reads in the
 * contract's shapes.
 */
import { APP_CHANGE_FIELDS, formatDateTime, type DataOf, type packageDetail } from '@bangyan/contract';
import {
  appChangePage,
  appInAppEntries,
  appProfile,
  appReleaseCadence,
  appVersionSummary,
  type Release,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { inAppItemRow } from '../../present/inApp.ts';

type Db = Deps['db'];
type AppInput = { appId: string; country: string };

const app = (input: AppInput) => ({ country: input.country, appId: Number(input.appId) });

/** A page of the app's metadata changes (of one field when given), newest first. */
export async function changeHistory(db: Db, input: AppInput & { field?: string; page: number; pageSize: number }) {
  const found = await appChangePage(db, {
    ...app(input),
    field: input.field,
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return {
    found: found !== null,
    total: found?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    list: (found?.changes ?? []).map((c) => ({
      time: formatDateTime(c.at),
      field: c.field,
      fieldName: APP_CHANGE_FIELDS[c.field] ?? c.field,
      oldValue: c.oldValue,
      newValue: c.newValue,
    })),
  };
}

const release = (r: Release | null) => (r === null ? null : { version: r.version, time: formatDateTime(r.at) });

/** The version page's summary strip at `now`. */
export async function versionSummary(db: Db, input: AppInput, now: Date) {
  const s = await appVersionSummary(db, app(input), now);
  return {
    found: s !== null,
    versionCount: s?.versionCount ?? 0,
    firstVersion: release(s?.first ?? null),
    latestVersion: release(s?.latest ?? null),
    avgIntervalDays: s?.avgIntervalDays ?? null,
    updatesLast90Days: s?.updatesLast90Days ?? 0,
    daysSinceLastUpdate: s?.daysSinceLastUpdate ?? null,
  };
}

/** Versions released per China month over the last `months` months up to `now`. */
export async function versionChart(db: Db, input: AppInput & { months: number }, now: Date) {
  const cadence = await appReleaseCadence(db, { ...app(input), months: input.months }, now);
  return { found: cadence !== null, months: cadence?.months ?? [], counts: cadence?.counts ?? [] };
}

/**
 * The app's package as the storefront lists it, with each version's recorded size and the in-app purchase items search
 * has shown.
 */
export async function packageInfo(db: Db, input: AppInput): Promise<DataOf<typeof packageDetail>> {
  const [profile, entries] = await Promise.all([
    appProfile(db, app(input)),
    appInAppEntries(db, { ...app(input), kind: 'item' }),
  ]);
  const items = entries.map((e) => inAppItemRow(e, input.country));
  if (profile === null) {
    return {
      found: false,
      bundleId: '',
      fileSizeBytes: 0,
      sizeHistory: [],
      languages: [],
      contentRating: '',
      price: 0,
      formattedPrice: '',
      inAppPurchases: [],
    };
  }
  return {
    found: true,
    bundleId: profile.bundleId,
    fileSizeBytes: profile.fileSizeBytes,
    sizeHistory: profile.versions.flatMap((v) =>
      v.fileSizeBytes === null
        ? []
        : [{ version: v.version, time: formatDateTime(v.releasedAt), fileSizeBytes: v.fileSizeBytes }],
    ),
    languages: profile.languageCodes,
    contentRating: profile.contentAdvisoryRating,
    price: profile.price,
    formattedPrice: profile.formattedPrice,
    inAppPurchases: items.map((i) => ({ id: i.id, name: i.name, price: i.price, formattedPrice: i.formattedPrice })),
  };
}
