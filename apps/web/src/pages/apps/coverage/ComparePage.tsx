import { Segmented, Tag, type TableColumnsType } from 'antd';
import {
  COMPARE_APPS_MAX,
  COMPARE_APPS_MIN,
  COMPARE_KINDS,
  NO_VALUE,
  type appsCompareKeywordCount,
  type appsCompareKeywordList,
  type DataOf,
} from '@bangyan/contract';
import { useCompareCountQuery, useCompareListQuery } from '../../../api/appCoverage.ts';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { enumParam, intParam, textParam, useUrlParams } from '../../../lib/urlParams.ts';
import { MiniApp } from '../../../components/apps/MiniApp.tsx';
import { Stat } from '../../../components/data/Stat.tsx';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import { AppFrame } from '../AppFrame.tsx';
import { APP_PARAMS } from '../appParams.ts';
import { CompareAppPicker } from './CompareAppPicker.tsx';
import { COVER_PAGE_SIZE, KeywordPageTable } from './KeywordPageTable.tsx';
import styles from './Coverage.module.css';

type Counts = DataOf<typeof appsCompareKeywordCount>;
type Row = DataOf<typeof appsCompareKeywordList>['list'][number];

/** The other apps (ids, comma-separated) compared with the page's app; the server refuses more than five in all. */
const PARAMS = {
  ...APP_PARAMS,
  with: textParam(
    () => '',
    (s) => /^\d{1,12}(,\d{1,12})*$/.test(s),
  ),
  kind: enumParam(COMPARE_KINDS, 'all'),
  app: intParam(0, (n) => n >= 0 && n < COMPARE_APPS_MAX),
  page: intParam(1, (n) => n >= 1),
};

/** The list's tabs: all, shared, then each app's unique keywords. */
const tabValue = (kind: string, app: number) => (kind === 'unique' ? `unique:${app}` : kind);

/**
 * 关键词对比 (pages.md "iOS app detail" compare): the keywords the page's app and up to four others
 * rank for, side by side; how many each ranks for, has alone, and leads on; the keywords all share
 * or one has alone. The apps are in the address (appId and `with`).
 */
export function ComparePage() {
  const [v, set] = useUrlParams(PARAMS);
  const others = v.with === '' ? [] : v.with.split(',');
  const setOthers = (ids: string[]) => set({ with: ids.join(','), kind: 'all', page: 1 });
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country, page: 1 })}
      title="关键词对比"
      testId="compare-page"
    >
      {() => (
        <DataBlock
          title="对比应用"
          extra={
            <CompareAppPicker
              appIds={[v.appId, ...others]}
              country={v.country}
              onAdd={(id) => setOthers([...others, id])}
            />
          }
          testId="compare-apps"
        >
          {others.length + 1 < COMPARE_APPS_MIN ? (
            <p className={styles.note} data-testid="compare-prompt">
              添加 1 到 {COMPARE_APPS_MAX - 1} 个应用，与本应用对比关键词：共有关键词、独有关键词与排名高低。
            </p>
          ) : (
            <Comparison
              appIds={[v.appId, ...others]}
              country={v.country}
              kind={v.kind}
              app={v.app}
              page={v.page}
              onRemove={(id) => setOthers(others.filter((o) => o !== id))}
              onChange={set}
            />
          )}
        </DataBlock>
      )}
    </AppFrame>
  );
}

function Comparison({
  appIds,
  country,
  kind,
  app,
  page,
  onRemove,
  onChange,
}: {
  appIds: string[];
  country: string;
  kind: (typeof COMPARE_KINDS)[number];
  app: number;
  page: number;
  onRemove: (appId: string) => void;
  onChange: (changes: { kind?: (typeof COMPARE_KINDS)[number]; app?: number; page?: number }) => void;
}) {
  const [main] = appIds;
  const count = useViewAnswer(useCompareCountQuery({ appIds: appIds.join(','), country }));
  const list = useViewAnswer(
    useCompareListQuery({
      appIds: appIds.join(','),
      country,
      kind,
      app: kind === 'unique' ? app : undefined,
      page,
      pageSize: COVER_PAGE_SIZE,
    }),
  );
  const c = count.data;
  if (count.failure) return count.failure;
  const tabs = [
    { value: 'all', label: `全部${c ? ` (${c.all})` : ''}` },
    { value: 'shared', label: `共有${c ? ` (${c.shared})` : ''}` },
    ...(c?.apps ?? []).map((a, i) => ({ value: `unique:${i}`, label: `${a.trackName || a.appId} 独有 (${a.unique})` })),
  ];
  return (
    <>
      <div className={styles.apps} data-testid="compare-chips">
        {(c?.apps ?? []).map((a) => (
          <Tag key={a.appId} closable={a.appId !== main} onClose={() => onRemove(a.appId)} data-testid="compare-chip">
            {a.found ? <MiniApp app={a} country={country} size={20} /> : `${a.appId}（该国家/地区无此应用）`}
          </Tag>
        ))}
      </div>
      <AppCounts counts={c} stale={count.stale} />
      <Segmented
        value={tabValue(kind, app)}
        onChange={(t: string) =>
          t.startsWith('unique:')
            ? onChange({ kind: 'unique', app: Number(t.slice(7)), page: 1 })
            : onChange({ kind: t as 'all' | 'shared', page: 1 })
        }
        options={tabs}
        data-testid="compare-kind"
      />
      <KeywordPageTable<Row>
        answer={list}
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        columns={listColumns(c)}
        rowTestId="compare-row"
        empty="暂无数据"
        onChange={(p) => onChange({ page: p.current ?? 1 })}
      />
    </>
  );
}

/** Per app: keywords ranked, unique, leading; and the union and shared counts. */
function AppCounts({ counts, stale }: { counts: Counts | undefined; stale: boolean }) {
  return (
    <div className={`${styles.stats} ${stale ? styles.stale : ''}`} data-testid="compare-counts">
      <Stat label="关键词总数（并集）" value={counts ? counts.all : NO_VALUE} testId="compare-all" />
      <Stat label="共有关键词" value={counts ? counts.shared : NO_VALUE} testId="compare-shared" />
      {(counts?.apps ?? []).map((a, i) => (
        <Stat
          key={a.appId}
          label={`${a.trackName || a.appId}：覆盖 / 独有 / 排名领先`}
          value={`${a.ranked} / ${a.unique} / ${a.leading}`}
          testId={`compare-app-${i}`}
        />
      ))}
    </div>
  );
}

/** Keyword, heat, then each app's rank (the highest in red). */
function listColumns(counts: Counts | undefined): TableColumnsType<Row> {
  return [
    {
      title: '关键词',
      dataIndex: 'keyword',
      key: 'keyword',
      render: (k: string) => <span data-testid="compare-keyword">{k}</span>,
    },
    { title: '热度', key: 'heat', width: 90, render: (_, r) => r.heat ?? NO_VALUE },
    ...(counts?.apps ?? []).map((a, i) => ({
      title: a.trackName || a.appId,
      key: `app-${i}`,
      width: 140,
      render: (_: unknown, r: Row) =>
        r.ranks[i] === null ? (
          NO_VALUE
        ) : (
          <span className={r.leader === i ? styles.leader : undefined}>{r.ranks[i]}</span>
        ),
    })),
  ];
}
