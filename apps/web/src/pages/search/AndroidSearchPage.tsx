import { useMemo } from 'react';
import { Button, Segmented, type TableColumnsType } from 'antd';
import { LineChartOutlined } from '@ant-design/icons';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import {
  ANDROID_HISTORY_SPANS,
  COLLECTED_MARKETS,
  DEFAULT_MARKET,
  engineDay,
  exportAndroidSearchResult,
  formatNumber,
  keywordTitle,
  marketName,
  NO_VALUE,
  PAGE_NAMES,
  type AndroidSearchItem,
} from '@bangyan/contract';
import { useAndroidRankHistoryQuery, useAndroidResultHistoryQuery, useAndroidSearchQuery } from '../../api/keyword.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { FileExportButton } from '../../components/ExportButton.tsx';
import { DataBlock, DataPage, Filter } from '../../components/page/DataPage.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { MarketSelect } from '../../components/search/MarketSelect.tsx';
import { appPagePath } from '../../lib/appPaths.ts';
import { intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { RankAppCell } from '../../components/apps/RankAppCell.tsx';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { KEYWORD_PARAMS } from './searchParams.ts';
import { UnknownStoreNotice } from './UnknownStoreNotice.tsx';
import styles from './Search.module.css';

type Span = (typeof ANDROID_HISTORY_SPANS)[number];

const PARAMS = {
  keyword: KEYWORD_PARAMS.keyword,
  market: textParam(
    () => DEFAULT_MARKET,
    (m) => COLLECTED_MARKETS.includes(m),
  ),
  days: intParam(ANDROID_HISTORY_SPANS[0], (n) => (ANDROID_HISTORY_SPANS as readonly number[]).includes(n)),
  /** The app whose rank history is drawn ('' = none). */
  appId: textParam(
    () => '',
    (s) => /^[A-Za-z0-9._]{1,200}$/.test(s),
  ),
};

const num = (n: number | null) =>
  n === null ? <span className={styles.muted}>{NO_VALUE}</span> : <span className={styles.num}>{formatNumber(n)}</span>;

/** A daily line; rank lines run with 1 at the top. Null when no day has a value. */
function lineOption(
  list: readonly { date: string; value: number | null }[],
  name: string,
  color: string,
  inverse = false,
) {
  if (list.every((d) => d.value === null)) return null;
  return {
    color: [color],
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 24, top: 24, bottom: 28 },
    xAxis: { type: 'category', data: list.map((d) => engineDay(d.date).slice(5)), boundaryGap: false },
    yAxis: { type: 'value', scale: !inverse, inverse, min: inverse ? 1 : undefined, minInterval: 1, name },
    series: [{ name, type: 'line', data: list.map((d) => d.value), connectNulls: false }],
  };
}

function columns(market: string, drawn: string, onDraw: (appId: string) => void): TableColumnsType<AndroidSearchItem> {
  return [
    {
      key: 'rank',
      title: '排名',
      width: 72,
      align: 'center',
      sorter: (a, b) => a.rank - b.rank,
      render: (_, r) => <span className={styles.num}>{r.rank}</span>,
    },
    {
      key: 'app',
      title: '应用',
      render: (_, r) => (
        <RankAppCell
          to={appPagePath({ trackId: r.appId, platform: 'android', market, country: 'cn' })}
          appId={r.appId}
          name={r.trackName}
          iconUrl={r.artworkUrl60}
          developerName={r.developerName}
        />
      ),
    },
    {
      key: 'change',
      title: '排名变化',
      width: 110,
      align: 'center',
      render: (_, r) => (r.preRank === null ? num(null) : <RankChange change={r.rankChange} preRank={r.preRank} />),
    },
    {
      key: 'trend',
      title: '',
      width: 120,
      align: 'center',
      render: (_, r) => (
        <Button
          size="small"
          icon={<LineChartOutlined />}
          type={drawn === r.appId ? 'primary' : 'default'}
          onClick={() => onDraw(r.appId)}
          data-testid="draw-rank"
        >
          排名走势
        </Button>
      ),
    },
  ];
}

/**
 * AndroidSearch (pages.md "Search" android): a keyword's search results in one Android market as the
 * engine last collected them (China's hottest keywords are searched daily in every market), each
 * app with its change against 24 h before; the result count day by day and a picked app's rank;
 * export for members.
 */
export function AndroidSearchPage() {
  const [v, set] = useUrlParams(PARAMS);
  const enabled = v.keyword !== '';
  const answer = useViewAnswer(useAndroidSearchQuery({ keyword: v.keyword, market: v.market }, enabled));
  const counts = useViewAnswer(
    useAndroidResultHistoryQuery({ keyword: v.keyword, market: v.market, days: v.days }, enabled),
  );
  const ranks = useViewAnswer(
    useAndroidRankHistoryQuery(
      { keyword: v.keyword, market: v.market, days: v.days, appId: v.appId },
      enabled && v.appId !== '',
    ),
  );
  const data = answer.data;
  const name = marketName(v.market) ?? v.market;
  const countOption = useMemo(
    () =>
      counts.data
        ? lineOption(
            counts.data.list.map((d) => ({ date: d.date, value: d.resultCount })),
            '结果数',
            SERIES_COLORS[1]!,
          )
        : null,
    [counts.data],
  );
  const rankOption = useMemo(
    () =>
      ranks.data
        ? lineOption(
            ranks.data.list.map((d) => ({ date: d.date, value: d.rank || null })),
            '排名',
            SERIES_COLORS[0]!,
            true,
          )
        : null,
    [ranks.data],
  );
  const drawnApp = data?.list.find((r) => r.appId === v.appId);

  return (
    <DataPage
      title={v.keyword === '' ? PAGE_NAMES['/new/search/android'] : keywordTitle('android', v.keyword)}
      intro="该关键词在安卓应用市场的搜索结果及其变化。每天采集各市场热度最高的关键词。"
      testId="android-search-page"
      extra={
        data?.collected ? (
          <FileExportButton endpoint={exportAndroidSearchResult} params={{ keyword: v.keyword, market: v.market }} />
        ) : null
      }
      filters={
        <Filter label="应用市场">
          <MarketSelect value={v.market} onChange={(market) => set({ market, appId: '' })} />
        </Filter>
      }
    >
      <UnknownStoreNotice param="market" valid={(m) => COLLECTED_MARKETS.includes(m)} shown={name} />
      {v.keyword === '' ? (
        <p className={styles.unknown}>请输入关键词</p>
      ) : (
        <>
          <DataBlock title={`${name} 搜索结果`} testId="android-results">
            {data && !data.collected ? (
              <p className={styles.unknown} data-testid="android-not-collected">
                「{v.keyword}」不在{name}每日采集的热门关键词中，暂无搜索结果数据
              </p>
            ) : (
              <>
                {data ? (
                  <>
                    <div className={styles.stats} data-testid="android-stats">
                      <Stat label="热度（App Store）" value={num(data.heat)} testId="android-heat" />
                      <Stat label="搜索结果数" value={num(data.resultCount)} testId="android-result-count" />
                    </div>
                    <p className={styles.note} data-testid="android-time">
                      数据时间 {data.time} · 排名变化对比 24 小时前的结果
                    </p>
                  </>
                ) : null}
                <ViewTable<AndroidSearchItem>
                  answer={answer}
                  rows={data?.list ?? []}
                  columns={columns(v.market, v.appId, (appId) => set({ appId }))}
                  rowKey="appId"
                  rowTestId="android-row"
                  empty="暂无搜索结果"
                  total={(n) => `共 ${n} 个结果`}
                />
              </>
            )}
          </DataBlock>
          <DataBlock
            title="趋势"
            extra={
              <Segmented<Span>
                value={v.days as Span}
                onChange={(days) => set({ days })}
                options={ANDROID_HISTORY_SPANS.map((n) => ({ value: n, label: `近${n}天` }))}
                data-testid="android-days"
              />
            }
            testId="android-trends"
          >
            <div className={styles.twoCols}>
              <div>
                <p className={styles.note}>搜索结果数</p>
                <ChartBox
                  option={countOption}
                  height={240}
                  loading={counts.loading}
                  error={counts.error}
                  empty={countOption === null}
                  testId="android-count-chart"
                />
              </div>
              <div>
                <p className={styles.note} data-testid="android-rank-title">
                  {v.appId ? `${drawnApp?.trackName || v.appId} 的排名` : '点击结果中的「排名走势」查看应用排名'}
                </p>
                <ChartBox
                  option={rankOption}
                  height={240}
                  loading={ranks.loading}
                  error={ranks.error}
                  empty={rankOption === null}
                  emptyText={v.appId ? '不在搜索结果中' : DATA_TEXTS.empty}
                  testId="android-rank-chart"
                />
              </div>
            </div>
          </DataBlock>
        </>
      )}
    </DataPage>
  );
}
