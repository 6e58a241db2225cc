import type { ReactNode } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { formatNumber, NO_VALUE, type InAppKeywordRow } from '@bangyan/contract';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import type { ExportColumn } from '../../lib/export.ts';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { ITEMS, type Entry, type Kind, type Params } from './inAppKinds.ts';
import styles from './AppAso.module.css';

/** The in-app coverage pages' lists: the items or events, and the keywords showing one or all of them. */

const rankText = (rank: number | null) => (rank === null ? NO_VALUE : rank);

export function EntriesBlock({
  kind,
  params,
  empty,
  onPick,
}: {
  kind: Kind;
  params: Params;
  empty: string;
  onPick: (id: string) => void;
}) {
  const answer = useViewAnswer(kind.useEntries(params));
  const list = answer.data?.list ?? [];
  const pick = (e: { id: number; keywords: number }) => (
    <Button
      size="small"
      type="link"
      disabled={e.keywords === 0}
      onClick={() => onPick(String(e.id))}
      data-testid="inapp-pick"
    >
      查看关键词
    </Button>
  );
  const described: TableColumnsType<Entry> =
    kind === ITEMS
      ? [
          {
            key: 'price',
            title: '价格',
            width: 100,
            render: (_, e) => ('formattedPrice' in e ? e.formattedPrice : NO_VALUE),
          },
        ]
      : [
          { key: 'kind', title: '类型', width: 110, render: (_, e) => ('kind' in e ? <Tag>{e.kind}</Tag> : NO_VALUE) },
          {
            key: 'time',
            title: '活动时间',
            width: 260,
            render: (_, e) => ('start' in e ? `${e.start} 至 ${e.end}` : NO_VALUE),
          },
          {
            key: 'running',
            title: '状态',
            width: 90,
            render: (_, e) =>
              'running' in e && e.running ? (
                <Tag color="green">进行中</Tag>
              ) : (
                <span className={styles.muted}>已结束</span>
              ),
          },
        ];
  const columns: TableColumnsType<Entry> = [
    { key: 'name', title: kind.entry, render: (_, e) => e.name },
    ...described,
    {
      key: 'keywords',
      title: '覆盖关键词',
      width: 110,
      sorter: (a, b) => a.keywords - b.keywords,
      render: (_, e) => formatNumber(e.keywords),
    },
    { key: 'best', title: '最佳排名', width: 100, render: (_, e) => rankText(e.bestRank) },
    { key: 'seen', title: '最近出现', width: 150, render: (_, e) => e.lastSeen },
    { key: 'pick', title: '', width: 110, render: (_, e) => pick(e) },
  ];
  return (
    <DataBlock title={`${kind.title}（${list.length}）`} testId="inapp-entries">
      <ViewTable
        answer={answer}
        rows={list}
        columns={columns}
        rowKey="id"
        rowTestId="inapp-entry-row"
        empty={empty}
        pageSize={20}
      />
    </DataBlock>
  );
}

const EXPORT_COLUMNS = (entry: string): ExportColumn<InAppKeywordRow>[] => [
  { title: '关键词', value: (k) => k.keyword },
  { title: entry, value: (k) => k.entryName },
  { title: '排名', value: (k) => k.rank },
  { title: '热度', value: (k) => k.heat },
  { title: '结果数', value: (k) => k.resultCount },
  { title: '更新时间', value: (k) => k.listAt },
];

export function KeywordsBlock({
  kind,
  params,
  empty,
  id,
  onAll,
}: {
  kind: Kind;
  params: Params;
  empty: string;
  id: string;
  onAll: () => void;
}) {
  const answer = useViewAnswer(kind.useKeywords(id === '' ? params : { ...params, id }));
  const list = answer.data?.list ?? [];
  const columns: TableColumnsType<InAppKeywordRow> = [
    { key: 'keyword', title: '关键词', render: (_, k) => <KeywordLink keyword={k.keyword} country={params.country} /> },
    { key: 'entry', title: kind.entry, render: (_, k) => k.entryName },
    { key: 'rank', title: '排名', width: 80, sorter: (a, b) => a.rank - b.rank, render: (_, k) => k.rank },
    {
      key: 'heat',
      title: '热度',
      width: 90,
      sorter: (a, b) => (a.heat ?? 0) - (b.heat ?? 0),
      render: (_, k) => k.heat ?? NO_VALUE,
    },
    {
      key: 'results',
      title: '结果数',
      width: 100,
      sorter: (a, b) => (a.resultCount ?? 0) - (b.resultCount ?? 0),
      render: (_, k) => (k.resultCount === null ? NO_VALUE : formatNumber(k.resultCount)),
    },
    { key: 'at', title: '更新时间', width: 150, render: (_, k) => k.listAt },
  ];
  const chosen = id === '' ? null : (list.find((k) => String(k.entryId) === id)?.entryName ?? id);
  const extra: ReactNode = (
    <>
      {chosen !== null && (
        <Button size="small" onClick={onAll} data-testid="inapp-all">
          查看全部{kind.entry}
        </Button>
      )}
      {list.length > 0 && (
        <ExportButton
          filename={`${kind.title}关键词_${params.appId}_${params.country}`}
          columns={EXPORT_COLUMNS(kind.entry)}
          rows={() => list}
        />
      )}
    </>
  );
  return (
    <DataBlock
      title={`覆盖关键词（${list.length}）${chosen === null ? '' : ` · ${chosen}`}`}
      extra={extra}
      testId="inapp-keywords"
    >
      <ViewTable<InAppKeywordRow>
        answer={answer}
        rows={list}
        columns={columns}
        rowKey={(k) => `${k.keywordId}:${k.entryId}`}
        rowTestId="inapp-keyword-row"
        empty={empty}
        pageSize={20}
      />
    </DataBlock>
  );
}
