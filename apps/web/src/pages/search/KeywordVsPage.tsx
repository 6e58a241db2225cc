import { Segmented, type TableColumnsType } from 'antd';
import { formatNumber, isHm, KEYWORD_VS_KINDS, keywordTitle, NO_VALUE, type KeywordVsRow } from '@bangyan/contract';
import { useKeywordVsQuery } from '../../api/keyword.ts';
import { useMarketToday } from '../../api/monitor.ts';
import { RankChange } from '../../components/RankChange.tsx';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { enumParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import { AppCell } from '../../components/apps/AppCell.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import { DayFilter } from '../../components/filters/DayFilter.tsx';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { BackToKeyword } from './BackToKeyword.tsx';
import { dayParam, KEYWORD_PARAMS } from './searchParams.ts';
import styles from './Search.module.css';

const KINDS = ['all', ...KEYWORD_VS_KINDS] as const;
type Kind = (typeof KINDS)[number];
const KIND_NAMES: Record<Kind, string> = {
  all: '全部',
  entered: '新进',
  left: '跌出',
  up: '上升',
  down: '下降',
  same: '不变',
};
const hm = textParam(() => '', isHm);

const PARAMS = {
  ...KEYWORD_PARAMS,
  date1: dayParam,
  time1: hm,
  date2: dayParam,
  time2: hm,
  kind: enumParam(KINDS, 'all'),
};

const rank = (n: number) =>
  n === 0 ? <span className={styles.muted}>{NO_VALUE}</span> : <span className={styles.num}>{n}</span>;

const columns = (country: string): TableColumnsType<KeywordVsRow> => [
  { key: 'app', title: '应用', render: (_, r) => <AppCell app={r} country={country} /> },
  {
    key: 'before',
    title: '对比前排名',
    width: 120,
    align: 'center',
    sorter: (a, b) => (a.rankBefore || 9999) - (b.rankBefore || 9999),
    render: (_, r) => rank(r.rankBefore),
  },
  {
    key: 'after',
    title: '对比后排名',
    width: 120,
    align: 'center',
    sorter: (a, b) => (a.rankAfter || 9999) - (b.rankAfter || 9999),
    render: (_, r) => rank(r.rankAfter),
  },
  {
    key: 'change',
    title: '变化',
    width: 110,
    align: 'center',
    render: (_, r) => <RankChange change={r.change} preRank={r.rankBefore} />,
  },
];

/**
 * 搜索结果对比 (pages.md "Search" vs): the keyword's App Store results at two times side by side:
 * who came in, who left, who moved. Without times: now against 24 hours before.
 */
export function KeywordVsPage() {
  const [v, set] = useUrlParams(PARAMS);
  const today = useMarketToday();
  const opt = (s: string) => s || undefined;
  const answer = useViewAnswer(
    useKeywordVsQuery(
      {
        keyword: v.keyword,
        country: v.country,
        date1: opt(v.date1),
        time1: opt(v.time1),
        date2: opt(v.date2),
        time2: opt(v.time2),
      },
      v.keyword !== '',
    ),
  );
  const data = answer.data;
  const rows = (data?.list ?? []).filter((r) => v.kind === 'all' || r.kind === v.kind);
  return (
    <DataPage
      title={keywordTitle('vs', v.keyword)}
      intro="同一关键词在两个时间的 App Store 搜索结果：新进、跌出与排名升降。未选时间时，对比现在与 24 小时前。"
      testId="keyword-vs-page"
      extra={<BackToKeyword keyword={v.keyword} country={v.country} />}
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <DayFilter
            label="对比前日期"
            value={v.date1}
            today={today}
            onChange={(date1) => set({ date1, time1: '' })}
            testId="day1-filter"
          />
          <DayFilter
            label="对比后日期"
            value={v.date2}
            today={today}
            onChange={(date2) => set({ date2, time2: '' })}
            testId="day2-filter"
          />
        </>
      }
    >
      <DataBlock title="对比概况" testId="vs-summary">
        <p className={styles.note} data-testid="vs-times">
          对比前：{data?.time1 || NO_VALUE} · 对比后：{data?.time2 || NO_VALUE}
        </p>
        <div className={styles.stats}>
          {KEYWORD_VS_KINDS.map((k) => (
            <Stat
              key={k}
              label={KIND_NAMES[k]}
              value={data ? formatNumber(data.counts[k]) : NO_VALUE}
              onClick={() => set({ kind: k })}
              active={v.kind === k}
              testId={`vs-count-${k}`}
            />
          ))}
        </div>
      </DataBlock>
      <DataBlock
        title={
          <Segmented<Kind>
            value={v.kind}
            onChange={(kind) => set({ kind })}
            options={KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))}
            data-testid="vs-kind"
          />
        }
        testId="vs-table"
      >
        <ViewTable<KeywordVsRow>
          answer={answer}
          rows={rows}
          columns={columns(v.country)}
          rowKey="appId"
          rowTestId="vs-row"
          empty="暂无数据"
          total={(n) => `共 ${n} 个应用`}
        />
      </DataBlock>
    </DataPage>
  );
}
