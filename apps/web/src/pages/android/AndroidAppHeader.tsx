import { Link } from 'react-router';
import { Segmented } from 'antd';
import { formatNumber, NO_VALUE, type AndroidAppInfo } from '@bangyan/contract';
import { AppIcon } from '../../components/AppIcon.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import styles from '../../components/appDetail/AppDetail.module.css';

/** A market that has the app, for the market switch: `appId` is its package there. */
export interface MarketChoice {
  market: string;
  marketName: string;
  appId: string;
}

/** The switch among the markets that have the app. */
export function MarketSwitch({
  markets,
  value,
  onChange,
}: {
  markets: readonly MarketChoice[];
  value: string;
  onChange: (market: string) => void;
}) {
  return (
    <Segmented<string>
      value={value}
      onChange={onChange}
      options={markets.map((m) => ({ value: m.market, label: m.marketName }))}
      aria-label="应用市场"
      data-testid="android-market-switch"
    />
  );
}

/**
 * The shared header of an Android app's pages (pages.md "Android app detail"): icon, name,
 * developer, category, version, rating, the market's cumulative downloads, the package, the App
 * Store twin when the market names one; the switch among the markets that have the app.
 */
export function AndroidAppHeader({
  app,
  markets,
  onMarket,
}: {
  app: AndroidAppInfo;
  markets: readonly MarketChoice[];
  onMarket: (market: string) => void;
}) {
  return (
    <div className={styles.header} data-testid="app-header">
      <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.appId} size={88} />
      <div className={styles.headText}>
        <h1 className={styles.name}>
          <span data-testid="app-name">{app.trackName || app.appId}</span>
        </h1>
        <div className={styles.facts}>
          <span data-testid="app-developer">开发者：{app.developerName || NO_VALUE}</span>
          <span>分类：{app.category || NO_VALUE}</span>
          <span data-testid="app-rating">评分：{app.rating === null ? NO_VALUE : app.rating.toFixed(1)}</span>
          <span>版本：{app.version || NO_VALUE}</span>
          <span>更新：{app.updateDate || NO_VALUE}</span>
          <span data-testid="app-total">累计下载：{app.totalDate ? formatNumber(app.totalDownloads) : NO_VALUE}</span>
          <span>包名：{app.appId}</span>
          <span>应用市场：{app.marketName}</span>
          {app.iosAppId && (
            <Link to={iosAppPath(app.iosAppId)} data-testid="app-ios-twin">
              iOS 版
            </Link>
          )}
        </div>
      </div>
      <MarketSwitch markets={markets} value={app.market} onChange={onMarket} />
    </div>
  );
}
