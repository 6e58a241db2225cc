import { COVER_HISTORY_SPANS, KEYWORD_COVER_RANGES, KEYWORD_COVER_SORTS } from '@bangyan/contract';
import { enumParam, intParam, textParam, useUrlParams } from '../../../lib/urlParams.ts';
import { AppFrame } from '../AppFrame.tsx';
import { APP_PARAMS } from '../appParams.ts';
import { CoreKeywords } from './CoreKeywords.tsx';
import { AddedKeywords } from './AddedKeywords.tsx';
import { CoverHistory, type CoverSpan } from './CoverHistory.tsx';
import { KeywordCoverTable, type CoverRanges } from './KeywordCoverTable.tsx';
import { ReviseWords } from './ReviseWords.tsx';
import { StorefrontSwitch } from './StorefrontSwitch.tsx';

const bound = textParam(
  () => '',
  (s) => /^-?\d{1,8}$/.test(s),
);
const RANGE_PARAMS = Object.fromEntries(
  KEYWORD_COVER_RANGES.flatMap((r) => [
    [`${r}Min`, bound],
    [`${r}Max`, bound],
  ]),
) as Record<keyof CoverRanges, typeof bound>;
const PARAMS = {
  ...APP_PARAMS,
  days: intParam(30, (n) => (COVER_HISTORY_SPANS as readonly number[]).includes(n)),
  ...RANGE_PARAMS,
  sort: enumParam(KEYWORD_COVER_SORTS, 'rank'),
  order: enumParam(['asc', 'desc'] as const, 'asc'),
  page: intParam(1, (n) => n >= 1),
};

/**
 * 关键词覆盖 (pages.md "iOS app detail" keyword): the storefronts with their keywords collected or
 * not, the app's core keywords, its coverage now and over time, how its keywords moved at its latest
 * revision, and the table of the keywords it ranks for with range filters, sorting, paging, each
 * keyword's rank history, the keyword cart and the export; every filter lives in the address. Below,
 * the words the user added for the platform to track (添加关键词).
 */
export function KeywordCoverPage() {
  const [v, set] = useUrlParams(PARAMS);
  const { appId, country, days, ...table } = v;
  const onCountry = (c: string) => set({ country: c, page: 1 });
  return (
    <AppFrame appId={appId} country={country} onCountry={onCountry} title="关键词覆盖" testId="keyword-cover-page">
      {() => (
        <>
          <StorefrontSwitch appId={appId} country={country} onCountry={onCountry} />
          <CoreKeywords appId={appId} country={country} />
          <CoverHistory appId={appId} country={country} days={days as CoverSpan} onDays={(d) => set({ days: d })} />
          <ReviseWords appId={appId} country={country} />
          <KeywordCoverTable appId={appId} country={country} state={table} onChange={set} />
          <AddedKeywords appId={appId} country={country} />
        </>
      )}
    </AppFrame>
  );
}
