import { useState } from 'react';
import { Segmented, type TableColumnsType } from 'antd';
import { NO_VALUE, REVISE_WORD_LIMIT, type RevisionKind } from '@bangyan/contract';
import { useReviseWordQuery } from '../../../api/appCoverage.ts';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { RankChange } from '../../../components/RankChange.tsx';
import { KeywordLink } from '../../../components/search/KeywordLink.tsx';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../components/data/ViewTable.tsx';
import styles from './Coverage.module.css';

const TABS = [
  { key: 'gained', label: '新增' },
  { key: 'lost', label: '消失' },
  { key: 'improved', label: '上升' },
  { key: 'dropped', label: '下降' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const KIND_LABELS: Record<RevisionKind, string> = { version: '版本更新', name: '名称修改', subtitle: '副标题修改' };

/** A keyword of any tab: ranks it does not have are absent (not in the results then or now). */
interface Moved {
  keywordId: number;
  keyword: string;
  heat: number | null;
  rank?: number;
  rankBefore?: number;
}

const columns = (country: string): TableColumnsType<Moved> => [
  { key: 'keyword', title: '关键词', render: (_, r) => <KeywordLink keyword={r.keyword} country={country} /> },
  { key: 'heat', title: '热度', width: 100, render: (_, r) => r.heat ?? NO_VALUE },
  { key: 'before', title: '更新前排名', width: 120, render: (_, r) => r.rankBefore ?? '未进入' },
  { key: 'rank', title: '当前排名', width: 110, render: (_, r) => r.rank ?? '已消失' },
  {
    key: 'change',
    title: '排名变化',
    width: 110,
    render: (_, r) =>
      r.rank !== undefined && r.rankBefore !== undefined ? (
        <RankChange change={r.rankBefore - r.rank} preRank={r.rankBefore} />
      ) : r.rank === undefined ? (
        '消失'
      ) : (
        '新进'
      ),
  },
];

/**
 * 版本更新词变化 (keywordcover/getReviseWord): the app's latest version, name or subtitle change and
 * the keywords it gained, lost, rose and fell on between the day before it and now, by tab (at
 * first the first tab with keywords).
 */
export function ReviseWords({ appId, country }: { appId: string; country: string }) {
  const [chosen, setTab] = useState<Tab | null>(null);
  const answer = useViewAnswer(useReviseWordQuery({ appId, country }));
  const d = answer.data;
  const revision = d?.revision;
  // Until one is chosen: the first tab with keywords.
  const tab = chosen ?? TABS.find((t) => (d?.totals[t.key] ?? 0) > 0)?.key ?? 'gained';
  return (
    <DataBlock
      title="版本更新词变化"
      extra={
        revision && (
          <Segmented<Tab>
            value={tab}
            onChange={setTab}
            options={TABS.map((t) => ({ value: t.key, label: `${t.label} ${d.totals[t.key]}` }))}
            data-testid="revise-tabs"
          />
        )
      }
      testId="revise-words"
    >
      {answer.failure}
      {d && revision === null && (
        <p className={styles.note} data-testid="revise-none">
          暂无数据：该应用近期没有可对比的版本、名称或副标题更新（更新前一天的关键词排名未收录或没有更新记录）。
        </p>
      )}
      {revision && (
        <>
          <p className={styles.revision} data-testid="revise-info">
            <span className={styles.revisionKind}>{KIND_LABELS[revision.kind]}</span>
            {revision.time} · {revision.detail}
          </p>
          <p className={styles.note} data-testid="revise-span">
            对比 {d.beforeTime}（更新前一天结束时）与 {d.time} 的关键词排名：更新前有排名 {d.totals.before}{' '}
            个，当前有排名 {d.totals.after} 个；每类按热度最多列出 {REVISE_WORD_LIMIT} 个。
          </p>
          <ViewTable<Moved>
            answer={answer}
            rows={d[tab]}
            columns={columns(country)}
            rowKey="keywordId"
            rowTestId="revise-row"
            empty="暂无此类关键词"
            pageSize={10}
          />
        </>
      )}
    </DataBlock>
  );
}
