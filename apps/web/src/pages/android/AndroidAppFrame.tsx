import type { ReactNode } from 'react';
import { ANDROID_APP_PAGES, marketName, type AndroidAppInfo } from '@bangyan/contract';
import { useAndroidAppInfoQuery } from '../../api/android.ts';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { DetailBody } from '../../components/appDetail/DetailBody.tsx';
import { useShownApp } from '../../lib/pageMeta.ts';
import { AndroidAppHeader, MarketSwitch } from './AndroidAppHeader.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

/**
 * The frame of an Android app's pages: the shared header (with the switch among the markets that
 * have the app) over the side menu and the page's own content (given the app). No package, a
 * package no market has, a market without the app (with the markets that have it to switch to)
 * or a failure each get a clear state instead.
 */
export function AndroidAppFrame({
  appId,
  market,
  onMarket,
  title,
  testId,
  children,
}: {
  appId: string;
  market: string;
  /** Another market chosen: the app's package there (an operator may have linked another one). */
  onMarket: (market: string, appId: string) => void;
  title: string;
  testId: string;
  children: (app: AndroidAppInfo) => ReactNode;
}) {
  const info = useViewAnswer(useAndroidAppInfoQuery({ appId, market }, appId !== ''));
  const app = info.data?.app;
  useShownApp({ platform: 'android', appId, market }, app && { name: app.trackName, icon: app.artworkUrl60 });
  const markets = info.data?.markets ?? [];
  const choose = (next: string) => onMarket(next, markets.find((m) => m.market === next)?.appId ?? appId);
  return (
    <DataPage title={app ? `${app.trackName} · ${title}` : title} testId={testId}>
      {appId === '' && <p className={styles.state}>请提供应用包名</p>}
      {info.failure}
      {info.data && app === null && (
        <div className={styles.state} data-testid="app-not-found">
          {markets.length === 0 ? (
            <p>未找到该应用：包名 {appId} 不在已采集的应用市场中，请检查包名</p>
          ) : (
            <>
              <p>
                {marketName(market) ?? market}应用市场暂无该应用（包名 {appId}），可切换到已上架的应用市场：
              </p>
              <MarketSwitch markets={markets} value="" onChange={choose} />
            </>
          )}
        </div>
      )}
      {app && (
        <>
          <DataBlock testId="app-header-block">
            <AndroidAppHeader app={app} markets={markets} onMarket={choose} />
          </DataBlock>
          <DetailBody pages={ANDROID_APP_PAGES} query={new URLSearchParams({ appId, market })} label="安卓应用详情">
            {children(app)}
          </DetailBody>
        </>
      )}
    </DataPage>
  );
}
