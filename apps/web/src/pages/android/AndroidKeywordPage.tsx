import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TableColumnsType } from 'antd';
import {
  DEFAULT_COUNTRY,
  formatNumber,
  NO_VALUE,
  type androidAppKeywords,
  type androidCoverHistory,
  type DataOf,
} from '@bangyan/contract';
import { useAndroidAppKeywordsQuery, useAndroidCoverHistoryQuery } from '../../api/android.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { searchPath } from '../../components/search/searchTargets.ts';
import { useUrlParams } from '../../lib/urlParams.ts';
import { SERIES_COLORS } from '../../components/charts/chartOptions.ts';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AndroidAppFrame } from './AndroidAppFrame.tsx';
import { ANDROID_SPAN_PARAMS } from './androidParams.ts';
import { SpanSwitch } from './SpanSwitch.tsx';
import styles from './AndroidApp.module.css';

type Keyword = DataOf<typeof androidAppKeywords>['list'][number];
type Cover = DataOf<typeof androidCoverHistory>['list'];

function keywordColumns(market: string): TableColumnsType<Keyword> {
  return [
    {
      key: 'keyword',
      title: '关键词',
      render: (_, k) => (
        <Link to={searchPath({ platform: 'android', country: DEFAULT_COUNTRY, market }, k.keyword)}>{k.keyword}</Link>
      ),
    },
    {
      key: 'heat',
      title: '热度',
      width: 90,
      align: 'center',
      sorter: (a, b) => (a.heat ?? 0) - (b.heat ?? 0),
      render: (_, k) => k.heat ?? NO_VALUE,
    },
    {
      key: 'rank',
      title: '排名',
      width: 80,
      align: 'center',
      sorter: (a, b) => a.rank - b.rank,
      render: (_, k) => k.rank,
    },
    {
      key: 'change',
      title: '排名变化',
      width: 100,
      align: 'center',
      render: (_, k) => (k.preRank === null ? NO_VALUE : <RankChange change={k.rankChange} preRank={k.preRank} />),
    },
    { key: 'results', title: '结果数', width: 90, align: 'center', render: (_, k) => formatNumber(k.resultCount) },
  ];
}

/** The covered keywords per day, in the top 10 and the top 3. */
function coverOption(list: Cover) {
  return {
    color: SERIES_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: list.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1, name: '关键词数' },
    series: [
      { name: '覆盖关键词', type: 'line', data: list.map((d) => d.total) },
      { name: 'Top10', type: 'line', data: list.map((d) => d.top10) },
      { name: 'Top3', type: 'line', data: list.map((d) => d.top3) },
    ],
  };
}

/**
 * keyword (pages.md "Android app detail"): the app's coverage in the market's search over the
 * keywords the engine collects there (China's hottest keywords; not every keyword of the market),
 * per day, and the latest day's keywords with the app's rank.
 */
export function AndroidKeywordPage() {
  const [v, set] = useUrlParams(ANDROID_SPAN_PARAMS);
  return (
    <AndroidAppFrame
      appId={v.appId}
      market={v.market}
      onMarket={(market, appId) => set({ market, appId })}
      title="关键词覆盖"
      testId="android-keyword-page"
    >
      {(app) => (
        <Coverage
          appId={v.appId}
          market={v.market}
          marketName={app.marketName}
          days={v.days}
          onDays={(days) => set({ days })}
        />
      )}
    </AndroidAppFrame>
  );
}

function Coverage({
  appId,
  market,
  marketName,
  days,
  onDays,
}: {
  appId: string;
  market: string;
  marketName: string;
  days: number;
  onDays: (days: number) => void;
}) {
  const history = useViewAnswer(useAndroidCoverHistoryQuery({ appId, market, days }));
  const keywords = useViewAnswer(useAndroidAppKeywordsQuery({ appId, market }));
  const list = history.data?.list;
  const option = useMemo(() => (list && list.length > 0 ? coverOption(list) : null), [list]);
  const latest = list?.at(-1);
  const k = keywords.data;
  return (
    <>
      <DataBlock
        title="关键词覆盖趋势"
        extra={<SpanSwitch value={days} onChange={onDays} />}
        testId="android-cover-block"
      >
        <p className={styles.note} data-testid="android-cover-note">
          覆盖统计只针对本站每天在{marketName}应用市场采集的热门关键词（中国区热度最高的关键词
          {latest ? `，每天 ${latest.collected} 个` : ''}，取搜索结果前 100 名），并非该市场的全部关键词。
        </p>
        <div className={styles.stats}>
          <Stat label="覆盖关键词" value={latest ? latest.total : NO_VALUE} testId="cover-total" />
          <Stat label="Top10" value={latest ? latest.top10 : NO_VALUE} testId="cover-top10" />
          <Stat label="Top3" value={latest ? latest.top3 : NO_VALUE} testId="cover-top3" />
        </div>
        <ChartBox
          option={option}
          height={300}
          loading={history.loading}
          error={history.error}
          empty={option === null}
          testId="android-cover-chart"
        />
      </DataBlock>
      <DataBlock
        title={k?.date ? `覆盖的关键词（${k.date}，${k.list.length} 个）` : '覆盖的关键词'}
        testId="android-keywords"
      >
        <ViewTable<Keyword>
          answer={keywords}
          rows={k?.list ?? []}
          columns={keywordColumns(market)}
          rowKey="keyword"
          rowTestId="keyword-row"
          empty="暂无覆盖的关键词"
          pageSize={20}
        />
      </DataBlock>
    </>
  );
}
