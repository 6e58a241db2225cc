import { useState } from 'react';
import { NO_VALUE } from '@bangyan/contract';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { enumParam, intParam, useUrlParams } from '../../lib/urlParams.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { appViewQuery } from './appQueries.ts';
import { CHANGE_FIELD_OPTIONS, ChangeHistory } from './ChangeHistory.tsx';
import { PackageInfo } from './PackageInfo.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

/** The address: the app, and the change history's field filter and page. */
const PARAMS = {
  ...APP_PARAMS,
  field: enumParam(CHANGE_FIELD_OPTIONS, ''),
  page: intParam(1, (n) => n >= 1),
};

/**
 * A screenshot: a grey box of its size until the picture has loaded, which then takes its place; one
 * that fails to load leaves the box, numbered (spec 8: image failure), so a broken picture never shows.
 */
function Screenshot({ url, index }: { url: string; index: number }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className={styles.shot}>
      {state !== 'loaded' && <div className={styles.shotPlaceholder}>{state === 'failed' && `截图 ${index + 1}`}</div>}
      {state !== 'failed' && (
        <img
          className={state === 'loading' ? styles.shotLoading : undefined}
          src={url}
          alt={`应用截图 ${index + 1}`}
          loading="lazy"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}

/**
 * baseinfo (pages.md "iOS app detail"): the app's store metadata in the storefront (developer,
 * version, release and update dates), its package (安装包信息), screenshots, description and the
 * history of its name, subtitle, icon, description, price and version as the lookups saw them change.
 */
export function BaseInfoPage() {
  const [v, set] = useUrlParams(PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country, page: 1 })}
      title="基本信息"
      testId="app-baseinfo-page"
    >
      {() => (
        <>
          <BaseInfo appId={v.appId} country={v.country} />
          <ChangeHistory appId={v.appId} country={v.country} field={v.field} page={v.page} onChange={set} />
        </>
      )}
    </AppFrame>
  );
}

function BaseInfo({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(appViewQuery.useQuery({ appId, country }));
  const app = answer.data?.app;
  return (
    <>
      <DataBlock title="应用信息" testId="app-facts">
        {answer.failure ??
          (app ? (
            <dl className={styles.facts2}>
              {(
                [
                  ['开发商', app.sellerName],
                  ['当前版本', app.version],
                  ['首次发布', app.releaseDate],
                  ['最近更新', app.updateDate],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd data-testid={`fact-${label}`}>{value || NO_VALUE}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.note}>{DATA_TEXTS.loading}</p>
          ))}
      </DataBlock>
      <PackageInfo appId={appId} country={country} />
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
    </>
  );
}
