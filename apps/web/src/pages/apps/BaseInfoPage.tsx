import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { APP_CHANGE_FIELDS, appView, NO_VALUE, type DataOf } from '@bangyan/contract';
import { useAppViewQuery } from '../../api/apps.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { useViewAnswer, ViewTable } from '../ranking/views/parts/ViewParts.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import styles from './AppDetail.module.css';

type Change = DataOf<typeof appView>['changes'][number];

/** A size in bytes as people read it: 1 decimal MB (GB from 1024 MB). */
const sizeText = (bytes: number) => (bytes <= 0 ? NO_VALUE : bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);

/** A screenshot; one that fails to load leaves a grey placeholder of its size (spec 8: image failure). */
function Screenshot({ url, index }: { url: string; index: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <div className={styles.shotPlaceholder}>截图 {index + 1}</div>;
  return <img src={url} alt={`应用截图 ${index + 1}`} loading="lazy" onError={() => setFailed(true)} />;
}

/** A changed value: an icon as a picture, a long text shortened (its whole in the tooltip). */
function ChangedValue({ field, value }: { field: string; value: string }) {
  if (value === '') return <span className={styles.note}>{NO_VALUE}</span>;
  if (field === 'icon_url') return <img src={value} alt="图标" width={40} height={40} />;
  return <span title={value}>{value.length > 80 ? `${value.slice(0, 80)}…` : value}</span>;
}

const columns: TableColumnsType<Change> = [
  { key: 'time', title: '时间', width: 170, render: (_, c) => c.time },
  { key: 'field', title: '变更项', width: 100, render: (_, c) => APP_CHANGE_FIELDS[c.field] ?? c.field },
  { key: 'old', title: '变更前', render: (_, c) => <ChangedValue field={c.field} value={c.oldValue} /> },
  { key: 'new', title: '变更后', render: (_, c) => <ChangedValue field={c.field} value={c.newValue} /> },
];

/**
 * baseinfo (pages.md "iOS app detail"): the app's store metadata in the storefront (description,
 * screenshots, size, languages, content rating, bundle id, release and update dates) and the
 * history of its name, subtitle, icon, description, price and version as the lookups saw them change.
 */
export function BaseInfoPage() {
  const [v, set] = useUrlParams(APP_PARAMS);
  return (
    <AppFrame appId={v.appId} country={v.country} onCountry={(country) => set({ country })} title="基本信息" testId="app-baseinfo-page">
      {() => <BaseInfo appId={v.appId} country={v.country} />}
    </AppFrame>
  );
}

function BaseInfo({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(useAppViewQuery({ appId, country }));
  const app = answer.data?.app;
  return (
    <>
      <DataBlock title="应用信息" testId="app-facts">
        {answer.failure ??
          (app ? (
            <dl className={styles.facts2}>
              {(
                [
                  ['Bundle ID', app.bundleId],
                  ['开发商', app.sellerName],
                  ['当前版本', app.version],
                  ['首次发布', app.releaseDate],
                  ['最近更新', app.updateDate],
                  ['大小', sizeText(app.fileSizeBytes)],
                  ['年龄分级', app.contentRating],
                  ['语言', app.languages.join('、')],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd data-testid={`fact-${label}`}>{value || NO_VALUE}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.note}>数据加载中…</p>
          ))}
      </DataBlock>
      {app && app.screenshotUrls.length > 0 && (
        <DataBlock title="截图" testId="app-screenshots">
          <div className={styles.shots}>
            {app.screenshotUrls.map((url, i) => (
              <Screenshot key={url} url={url} index={i} />
            ))}
          </div>
        </DataBlock>
      )}
      {app && (
        <DataBlock title="应用描述" testId="app-description">
          <p className={styles.description}>{app.description || NO_VALUE}</p>
          {app.releaseNotes && (
            <>
              <p className={styles.note}>版本 {app.version} 更新说明</p>
              <p className={styles.description}>{app.releaseNotes}</p>
            </>
          )}
        </DataBlock>
      )}
      <DataBlock title="元数据变更历史" testId="app-changes">
        <ViewTable<Change> answer={answer} rows={answer.data?.changes ?? []} columns={columns} rowKey={(c) => `${c.time}|${c.field}`} rowTestId="change-row" empty="暂无变更记录" pageSize={20} />
      </DataBlock>
    </>
  );
}
