import { useState } from 'react';
import { Button, InputNumber, type TableProps } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import {
  exportKeywordCover,
  KEYWORD_COVER_RANGES,
  type KeywordCoverRange,
  type KeywordCoverRow,
  type KeywordCoverSort,
} from '@bangyan/contract';
import { useKeywordCoverListsQuery } from '../../../api/appCoverage.ts';
import { cartStore } from '../../../cart/useCarts.ts';
import { FileExportButton } from '../../../components/ExportButton.tsx';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { useDialogStore } from '../../../store/dialogs.ts';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import { coverColumns } from './coverColumns.tsx';
import { COVER_PAGE_SIZE, KeywordPageTable } from './KeywordPageTable.tsx';
import { KeywordRankModal } from './KeywordRankModal.tsx';
import styles from './Coverage.module.css';

const RANGE_LABELS: Record<KeywordCoverRange, string> = {
  rank: '排名',
  heat: '热度',
  result: '结果数',
  change: '排名变化',
};

/** The table's filters as the page's address keeps them: each range bound '' (none) or a whole number. */
export type CoverRanges = Record<`${KeywordCoverRange}${'Min' | 'Max'}`, string>;
export interface CoverTableState extends CoverRanges {
  sort: KeywordCoverSort;
  order: 'asc' | 'desc';
  page: number;
}

/** The range bounds' names: rankMin, rankMax, heatMin, … */
const RANGE_KEYS = KEYWORD_COVER_RANGES.flatMap((r) => [`${r}Min`, `${r}Max`] as const);
/** The range bounds of the table's state. */
const rangesOf = (state: CoverRanges) => Object.fromEntries(RANGE_KEYS.map((k) => [k, state[k]])) as CoverRanges;

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;
const DIRECTIONS: ('ascend' | 'descend')[] = ['ascend', 'descend'];

/** The range inputs: edited freely, applied together by 筛选 (page 1), cleared by 重置. */
function RangeFilters({ value, onApply }: { value: CoverRanges; onApply: (ranges: CoverRanges) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed (Back, a link): the inputs follow it.
  if (RANGE_KEYS.some((k) => shown[k] !== value[k])) {
    setShown(value);
    setDraft(value);
  }
  const cleared = Object.fromEntries(RANGE_KEYS.map((k) => [k, ''])) as CoverRanges;
  const input = (key: keyof CoverRanges, placeholder: string) => (
    <InputNumber<number>
      size="small"
      precision={0}
      placeholder={placeholder}
      value={draft[key] === '' ? null : Number(draft[key])}
      onChange={(n) => setDraft((d) => ({ ...d, [key]: n === null ? '' : String(n) }))}
      onPressEnter={() => onApply(draft)}
      data-testid={`range-${key}`}
    />
  );
  return (
    <div className={styles.filters} data-testid="cover-filters">
      {KEYWORD_COVER_RANGES.map((r) => (
        <span key={r} className={styles.range}>
          {RANGE_LABELS[r]}
          {input(`${r}Min`, '最小')}~{input(`${r}Max`, '最大')}
        </span>
      ))}
      <Button type="primary" size="small" onClick={() => onApply(draft)} data-testid="apply-filters">
        筛选
      </Button>
      <Button size="small" onClick={() => onApply(cleared)} data-testid="reset-filters">
        重置
      </Button>
    </div>
  );
}

/**
 * 关键词覆盖 table (keywordcover/lists): the keywords the app ranks for now, filtered by ranges,
 * sorted and paged by the server; a keyword opens its rank history; keywords go to the app's cart
 * (one at a time or the selected ones); members export the filtered table as XLSX.
 */
export function KeywordCoverTable({
  appId,
  country,
  state,
  onChange,
}: {
  appId: string;
  country: string;
  state: CoverTableState;
  onChange: (changes: Partial<CoverTableState>) => void;
}) {
  const openCart = useDialogStore((s) => s.openCart);
  const [rankOf, setRankOf] = useState<{ id: number; text: string } | null>(null);
  const [selected, setSelected] = useState<KeywordCoverRow[]>([]);
  const { page, ...filters } = state;
  const answer = useViewAnswer(
    useKeywordCoverListsQuery({ appId, country, ...filters, page, pageSize: COVER_PAGE_SIZE }),
  );
  const data = answer.data;
  const addToCart = (rows: readonly KeywordCoverRow[]) => {
    // The keyword itself is the item's id, as on the keyword's page: one keyword once per app's cart.
    for (const r of rows)
      cartStore.add(appId, { id: r.keyword, keyword: r.keyword, priority: r.heat ?? 0, rank: r.rank });
    setSelected([]);
    openCart();
  };
  const sorted = (key: KeywordCoverSort) => ({
    sorter: true,
    sortOrder: state.sort === key ? ANTD_ORDER[state.order] : null,
    sortDirections: DIRECTIONS,
  });
  const columns = coverColumns({ onKeyword: setRankOf, sorted, onCart: (r) => addToCart([r]) });
  const onTable: TableProps<KeywordCoverRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = s?.order;
      onChange(
        order
          ? { sort: s.columnKey as KeywordCoverSort, order: order === 'ascend' ? 'asc' : 'desc', page: 1 }
          : { sort: 'rank', order: 'asc', page: 1 },
      );
    } else onChange({ page: pagination.current ?? 1 });
  };
  return (
    <DataBlock
      title="关键词覆盖明细"
      extra={<FileExportButton endpoint={exportKeywordCover} params={{ appId, country, ...filters }} />}
      testId="cover-table"
    >
      <RangeFilters value={rangesOf(state)} onApply={(ranges) => onChange({ ...ranges, page: 1 })} />
      <div className={styles.toolbar}>
        <Button
          size="small"
          icon={<ShoppingCartOutlined />}
          disabled={selected.length === 0}
          onClick={() => addToCart(selected)}
          data-testid="add-selected-to-cart"
        >
          已选 {selected.length} 个加入购物车
        </Button>
        {data && (
          <span className={styles.note} data-testid="cover-time">
            数据时间 {data.time} · 排名变化对比 {data.previousTime} · 有排名的关键词 {data.all} 个，符合筛选{' '}
            {data.total} 个
          </span>
        )}
      </div>
      <KeywordPageTable<KeywordCoverRow>
        answer={answer}
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        page={page}
        columns={columns}
        rowTestId="cover-row"
        empty="暂无数据：该应用当前没有符合条件的关键词排名"
        onChange={onTable}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.keywordId),
          onChange: (_keys, rows) => setSelected(rows),
          preserveSelectedRowKeys: true,
        }}
      />
      <KeywordRankModal appId={appId} country={country} keyword={rankOf} onClose={() => setRankOf(null)} />
    </DataBlock>
  );
}
