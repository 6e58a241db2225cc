import { Tag, type TableColumnsType } from 'antd';
import { NO_VALUE, type AsaKeyword } from '@bangyan/contract';
import type { ExportColumn } from '../../lib/export.ts';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import styles from './AppAso.module.css';

/** The ASA page's keyword list: its table's and its export's columns. */

export const percent = (n: number) => `${n}%`;

export const keywordColumns = (country: string): TableColumnsType<AsaKeyword> => [
  { key: 'keyword', title: '关键词', render: (_, k) => <KeywordLink keyword={k.keyword} country={country} /> },
  {
    key: 'heat',
    title: '热度',
    width: 100,
    sorter: (a, b) => (a.heat ?? 0) - (b.heat ?? 0),
    render: (_, k) => (k.heat === null ? NO_VALUE : k.heat),
  },
  {
    key: 'share',
    title: '声量份额',
    width: 110,
    sorter: (a, b) => a.share - b.share,
    render: (_, k) => percent(k.share),
  },
  {
    key: 'days',
    title: '投放天数',
    width: 110,
    sorter: (a, b) => a.adDays - b.adDays,
    render: (_, k) => `${k.adDays} / ${k.collectedDays}`,
  },
  { key: 'rivals', title: '竞争应用', width: 100, sorter: (a, b) => a.rivals - b.rivals, render: (_, k) => k.rivals },
  { key: 'first', title: '首次投放', width: 120, render: (_, k) => k.firstDay },
  { key: 'last', title: '最近投放', width: 120, render: (_, k) => k.lastDay },
  {
    key: 'now',
    title: '状态',
    width: 90,
    render: (_, k) => (k.holdsNow ? <Tag color="green">在投</Tag> : <span className={styles.muted}>已停投</span>),
  },
];

export const EXPORT_COLUMNS: ExportColumn<AsaKeyword>[] = [
  { title: '关键词', value: (k) => k.keyword },
  { title: '热度', value: (k) => k.heat },
  { title: '声量份额(%)', value: (k) => k.share, digits: 1 },
  { title: '投放天数', value: (k) => k.adDays },
  { title: '采集天数', value: (k) => k.collectedDays },
  { title: '竞争应用', value: (k) => k.rivals },
  { title: '首次投放', value: (k) => k.firstDay },
  { title: '最近投放', value: (k) => k.lastDay },
  { title: '状态', value: (k) => (k.holdsNow ? '在投' : '已停投') },
];
