import {
  CAROUSEL_ICONS_PER_ROW,
  HOT_SEARCH_LIMITS,
  SUGGESTION_LIMITS,
  type CarouselIcon,
  type DataOf,
  type indexHotSearch,
  type Platform,
  type Suggestions,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import {
  appSuggestions,
  appSummaries,
  latestCharts,
  companySuggestions,
  hotCompanies,
  hotKeywords,
  keywordSuggestions,
  searchMeaning,
  type AppStore,
  type ChartType,
} from '@bangyan/market';

type Db = Kysely<Database>;

/** Android markets are China's: their keywords and companies are the China storefront's. */
const ANDROID_COUNTRY = 'cn';

/**
 * Suggestions for typed text (spec 3): keywords by heat, apps of the chosen store (an app id
 * answers that app), companies by developer or seller name; at the market's now.
 */
export async function suggestionsFor(
  db: Db,
  input: { keyword: string; platform: Platform; country: string; market: string },
  at: Date,
): Promise<Suggestions> {
  const country = input.platform === 'ios' ? input.country : ANDROID_COUNTRY;
  const store: AppStore =
    input.platform === 'ios' ? { platform: 'ios', country } : { platform: 'android', market: input.market };
  const [kw, app, company] = await Promise.all([
    keywordSuggestions(db, { country, text: input.keyword, at, limit: SUGGESTION_LIMITS.kw }),
    appSuggestions(db, store, input.keyword, SUGGESTION_LIMITS.app),
    companySuggestions(db, { country, text: input.keyword, limit: SUGGESTION_LIMITS.company }),
  ]);
  // Search (iOS) opens the apps the text means; AndroidSearch has keyword results only.
  const text = input.keyword.trim();
  const { intent } =
    input.platform === 'ios'
      ? searchMeaning(
          text,
          kw.some((k) => k.term === text),
          app.map((a) => a.name),
        )
      : { intent: 'kw' as const };
  return {
    intent,
    kw: kw.map((k) => ({ label: k.term, type: 'kw', heat: k.heat })),
    app: app.map((a) => ({
      id: a.appId,
      label: a.name,
      logo: a.iconUrl,
      developer: a.developer,
      type: a.byId ? 'id' : 'subject',
    })),
    company: company.map((c) => ({ id: c.developerId, label: c.name, alias: c.alias, type: 'developer' })),
    history: [],
  };
}

/** Home's hot-search line: the day's hottest keywords and the most charted companies. */
export async function hotSearchLine(db: Db, country: string, at: Date): Promise<DataOf<typeof indexHotSearch>> {
  const [kw, company] = await Promise.all([
    hotKeywords(db, { country, at, limit: HOT_SEARCH_LIMITS.kw }),
    hotCompanies(db, { country, at, limit: HOT_SEARCH_LIMITS.company }),
  ]);
  return {
    list: {
      kw: kw.map((k) => ({ label: k.term, heat: k.heat })),
      company: company.map((c) => ({ id: c.developerId, label: c.name })),
    },
  };
}

/** The charts behind the banner's rows, in row order. */
const CAROUSEL_CHARTS: readonly ChartType[] = ['free', 'grossing', 'charge'];

/**
 * The banner's icon rows: each chart's apps as it stands at `at`, in rank order, leaving out apps an
 * earlier row already shows and apps the catalog has no name for yet.
 */
export async function carouselRows(db: Db, country: string, at: Date): Promise<CarouselIcon[][]> {
  const charts = await latestCharts(db, { country, genre: 0, chartTypes: CAROUSEL_CHARTS, at });
  const app = await appSummaries(db, country, [...charts.values()].flat());
  const shown = new Set<number>();
  return CAROUSEL_CHARTS.map((chartType) => {
    const row: CarouselIcon[] = [];
    for (const appId of charts.get(chartType) ?? []) {
      if (row.length === CAROUSEL_ICONS_PER_ROW) break;
      const { name, iconUrl } = app(appId);
      if (shown.has(appId) || name === '') continue;
      shown.add(appId);
      row.push({ appId: String(appId), trackName: name, artworkUrl60: iconUrl });
    }
    return row;
  });
}
