import { Segmented, type TableColumnsType } from 'antd';
import { APP_CHANGE_FIELDS, appChangeHistory, NO_VALUE, type DataOf } from '@bangyan/contract';
import { useAppChangesQuery } from '../../api/appMeta.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

type Change = DataOf<typeof appChangeHistory>['list'][number];

/** The field filter's choices: every field ('') or one of APP_CHANGE_FIELDS. */
export const CHANGE_FIELD_OPTIONS = ['', ...Object.keys(APP_CHANGE_FIELDS)];

/** A changed value: an icon as a picture, a long text shortened (its whole in the tooltip). */
function ChangedValue({ field, value }: { field: string; value: string }) {
  if (value === '') return <span className={styles.note}>{NO_VALUE}</span>;
  if (field === 'icon_url') return <img src={value} alt="图标" width={40} height={40} />;
  return <span title={value}>{value.length > 80 ? `${value.slice(0, 80)}…` : value}</span>;
}

const columns: TableColumnsType<Change> = [
  { key: 'time', title: '时间', width: 170, render: (_, c) => c.time },
  { key: 'field', title: '变更项', width: 100, render: (_, c) => c.fieldName },
  { key: 'old', title: '变更前', render: (_, c) => <ChangedValue field={c.field} value={c.oldValue} /> },
  { key: 'new', title: '变更后', render: (_, c) => <ChangedValue field={c.field} value={c.newValue} /> },
];

/**
 * baseinfo's change history: the app's name, subtitle, icon, description, price and version as the
 * lookups saw them change, newest first, of one field when chosen, a page at a time (the server's).
 */
export function ChangeHistory({
  appId,
  country,
  field,
  page,
  onChange,
}: {
  appId: string;
  country: string;
  field: string;
  page: number;
  onChange: (changes: { field?: string; page: number }) => void;
}) {
  const answer = useViewAnswer(useAppChangesQuery({ appId, country, field, page }));
  const data = answer.data;
  return (
    <DataBlock
      title={`元数据变更历史${data ? `（${data.total}）` : ''}`}
      extra={
        <Segmented<string>
          value={field}
          onChange={(f) => onChange({ field: f, page: 1 })}
          options={CHANGE_FIELD_OPTIONS.map((f) => ({ value: f, label: f === '' ? '全部' : APP_CHANGE_FIELDS[f] }))}
          data-testid="change-field"
        />
      }
      testId="app-changes"
    >
      <ViewTable<Change>
        answer={answer}
        rows={data?.list ?? []}
        columns={columns}
        rowKey={(c) => `${c.time}|${c.field}`}
        rowTestId="change-row"
        empty={field === '' ? '暂无变更记录' : `暂无${APP_CHANGE_FIELDS[field]}变更记录`}
        pageSize={data?.pageSize ?? 20}
        serverPage={{ current: page, count: data?.total ?? 0, onChange: (p) => onChange({ page: p }) }}
      />
    </DataBlock>
  );
}
