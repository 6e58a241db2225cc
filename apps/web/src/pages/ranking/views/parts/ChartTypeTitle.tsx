import type { ReactNode } from 'react';
import type { RankingChartType } from '@bangyan/contract';
import { ChartTypeTabs } from '../../../../components/filters/ChartTypeTabs.tsx';
import styles from './Views.module.css';

/** A ranking analysis block's title: the chart type tabs and what the block shows. */
export function ChartTypeTitle({
  type,
  onChange,
  note,
}: {
  type: RankingChartType;
  onChange: (type: RankingChartType) => void;
  note: ReactNode;
}) {
  return (
    <span className={styles.filterGroup}>
      <ChartTypeTabs value={type} onChange={onChange} />
      <span className={styles.legendNote}>{note}</span>
    </span>
  );
}
