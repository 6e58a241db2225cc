import type { ReactNode } from 'react';
import { IOS_APP_PAGES, type AppInfo } from '@bangyan/contract';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { AppBanner } from './AppBanner.tsx';
import { AppHeader } from './AppHeader.tsx';
import { appInfoQuery } from './appQueries.ts';
import { DetailBody } from '../../components/appDetail/DetailBody.tsx';
import { useShownApp } from '../../lib/pageMeta.ts';
import styles from '../../components/appDetail/AppDetail.module.css';

/**
 * The frame of an iOS app's pages (pages.md): the shared header over a side menu of the app's pages
 * and the page's own content (given the app). No app id, an app the storefront does not have, or a
 * failure each get a clear state instead.
 */
export function AppFrame({
  appId,
  country,
  onCountry,
  title,
  testId,
  children,
}: {
  appId: string;
  country: string;
  onCountry: (country: string) => void;
  title: string;
  testId: string;
  children: (app: AppInfo) => ReactNode;
}) {
  const info = useViewAnswer(appInfoQuery.useQuery({ appId, country }));
  const app = info.data?.app;
  useShownApp({ platform: 'ios', appId, country }, app && { name: app.trackName, icon: app.artworkUrl60 });
  const query = new URLSearchParams({ appId, country });
  return (
    <DataPage title={app ? `${app.trackName} · ${title}` : title} testId={testId}>
      {appId === '' && <p className={styles.state}>请提供应用ID</p>}
      {info.failure}
      {info.data && app === null && (
        <p className={styles.state} data-testid="app-not-found">
          未找到该应用：应用ID {appId} 不在所选国家/地区的 App Store 中，可切换国家/地区或检查应用ID
        </p>
      )}
      {app && (
        <>
          <AppBanner app={app} country={country} />
          <DataBlock testId="app-header-block">
            <AppHeader app={app} followed={info.data?.followed ?? false} country={country} onCountry={onCountry} />
          </DataBlock>
          <DetailBody pages={IOS_APP_PAGES} query={query} label="应用详情">
            {children(app)}
          </DetailBody>
        </>
      )}
    </DataPage>
  );
}
