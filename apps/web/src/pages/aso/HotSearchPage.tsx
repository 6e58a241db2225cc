import { useMemo } from 'react';
import { Link } from 'react-router';
import { Segmented } from 'antd';
import {
  DEFAULT_COUNTRY,
  DEFAULT_IOS_VERSION,
  formatNumber,
  IOS_VERSIONS,
  isCountryCode,
  isIosVersion,
  NO_VALUE,
  parseYmd,
  type AsoHotSearchGroup,
  type IosVersion,
} from '@bangyan/contract';
import { useAsoHotSearchQuery } from '../../api/market.ts';
import { useMarketToday } from '../../api/monitor.ts';
import { AppIcon } from '../../components/AppIcon.tsx';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import { intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { barsOption } from '../../components/charts/chartOptions.ts';
import { DayFilter } from '../../components/filters/DayFilter.tsx';
import { emptyLocale } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import tableStyles from '../../components/data/Table.module.css';
import styles from './Aso.module.css';

/** The hot search page's address: the day ('' = today), the iOS version tab, the storefront. */
const PARAMS = {
  date: textParam(
    () => '',
    (s) => parseYmd(s) !== null,
  ),
  iosVersion: intParam(DEFAULT_IOS_VERSION, isIosVersion),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
};

/** Keywords the chart of a day's updates shows: those that stayed on the list longest. */
const CHART_KEYWORDS = 15;

interface HotRow {
  updateTime: string;
  position: number;
  keyword: string;
  priority: number;
}

/** One update of the list: when it went up, its recommended apps (iOS 13 tab), its keywords by heat. */
function Group({ group, country }: { group: AsoHotSearchGroup; country: string }) {
  return (
    <div className={styles.group} data-testid="hot-group">
      <div className={styles.groupTime} data-testid="hot-group-time">
        {group.updateTime.slice(11)} 更新
      </div>
      {group.appList.length > 0 && (
        <ul className={styles.apps}>
          {group.appList.map(({ app, appDetail }) => (
            <li key={app}>
              <Link to={iosAppPath(app, country)} className={styles.app} data-testid="hot-app">
                <AppIcon src={appDetail.artworkUrl60} name={appDetail.trackName} appId={app} size={32} />
                <span className={styles.appName} title={appDetail.trackName}>
                  {appDetail.trackName || app}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ol className={styles.keywords}>
        {group.keywordList.map((k, i) => (
          <li key={k.keyword} className={styles.keywordRow} data-testid="hot-keyword">
            <span className={i < 3 ? styles.indexTop : styles.index}>{i + 1}</span>
            <KeywordLink keyword={k.keyword} country={country} className={styles.keywordText} />
            <span className={styles.heat} title="热度">
              {k.priority > 0 ? formatNumber(k.priority) : NO_VALUE}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * 实时热搜 (pages.md: iOS trending searches by time group): every update of the App Store's
 * trending list on a day, newest first, its recommended apps (iOS 13 and later) and keywords with
 * their heat, and which keywords stayed on the list through the most updates.
 */
export function HotSearchPage() {
  const [v, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const answer = useViewAnswer(
    useAsoHotSearchQuery({ country: v.country, date: v.date || undefined, iosVersion: v.iosVersion as IosVersion }),
  );
  const groups = useMemo(() => answer.data?.list ?? [], [answer.data]);
  const staying = useMemo(() => {
    const counts = new Map<string, number>();
    for (const g of groups) for (const k of g.keywordList) counts.set(k.keyword, (counts.get(k.keyword) ?? 0) + 1);
    return [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0], 'zh-CN')).slice(0, CHART_KEYWORDS);
  }, [groups]);
  const rows: HotRow[] = groups.flatMap((g) =>
    g.keywordList.map((k, i) => ({
      updateTime: g.updateTime,
      position: i + 1,
      keyword: k.keyword,
      priority: k.priority,
    })),
  );
  return (
    <DataPage
      title="实时热搜"
      intro="App Store 搜索页的热门搜索，按每次更新分组：更新时间、推荐应用与热搜词热度。"
      testId="hot-search-page"
      extra={
        <ExportButton
          filename={`实时热搜_${v.country}_${answer.data?.date ?? ''}_ios${v.iosVersion}`}
          columns={[
            { title: '更新时间', value: (r: HotRow) => r.updateTime },
            { title: '位置', value: (r: HotRow) => r.position },
            { title: '关键词', value: (r: HotRow) => r.keyword },
            { title: '热度', value: (r: HotRow) => r.priority || '' },
          ]}
          rows={() => rows}
        />
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <DayFilter value={v.date} today={today} onChange={(date) => set({ date })} testId="day-filter" />
          <Filter label="系统版本">
            <Segmented<number>
              value={v.iosVersion}
              onChange={(iosVersion) => set({ iosVersion })}
              options={IOS_VERSIONS.map((o) => ({ value: o.value, label: o.label }))}
              data-testid="ios-version-tabs"
            />
          </Filter>
        </>
      }
    >
      <DataBlock
        title="热搜更新"
        extra={<span className={tableStyles.total}>当日共 {groups.length} 次更新</span>}
        testId="hot-groups-block"
      >
        {answer.failure ??
          (groups.length === 0 ? (
            emptyLocale(answer.loading, '当日暂无热搜更新').emptyText
          ) : (
            <div className={answer.stale ? `${styles.groups} ${tableStyles.stale}` : styles.groups}>
              {groups.map((g) => (
                <Group key={g.updateTime} group={g} country={v.country} />
              ))}
            </div>
          ))}
      </DataBlock>
      <DataBlock
        title="热搜词在榜次数"
        extra={<span className={tableStyles.total}>当日更新中出现次数最多的关键词</span>}
        testId="hot-chart-block"
      >
        <ChartBox
          option={barsOption(
            staying.map(([k]) => k),
            [{ name: '在榜次数', data: staying.map(([, n]) => n) }],
            { unit: '次' },
          )}
          loading={answer.loading}
          empty={staying.length === 0}
          height={300}
          testId="hot-chart"
        />
      </DataBlock>
    </DataPage>
  );
}
