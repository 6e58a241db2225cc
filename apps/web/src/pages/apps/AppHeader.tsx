import { Link } from 'react-router';
import { Tag } from 'antd';
import { findCountry, formatAppPrice, formatNumber, NO_VALUE, type AppInfo } from '@bangyan/contract';
import { AppIcon } from '../../components/AppIcon.tsx';
import { companyPath } from '../../components/search/searchTargets.ts';
import { AndroidMatchLinks } from '../../components/appDetail/AndroidMatchLinks.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import { FollowAppButton } from './FollowAppButton.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

/**
 * The shared header of an iOS app's pages (pages.md): icon, name with its status tag (spec 4:
 * 已下架 off sale, else 预订 for a pre-order), subtitle, developer (to its company page), genre,
 * price, rating, version dates, its Android counterparts; the follow button and the storefront switch.
 */
export function AppHeader({
  app,
  followed,
  country,
  onCountry,
}: {
  app: AppInfo;
  followed: boolean;
  country: string;
  onCountry: (country: string) => void;
}) {
  return (
    <div className={styles.header} data-testid="app-header">
      <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.appId} size={88} />
      <div className={styles.headText}>
        <h1 className={styles.name}>
          <span data-testid="app-name">{app.trackName || app.appId}</span>
          {app.statusTag && (
            <Tag color={app.onSale ? 'blue' : 'red'} data-testid="app-status">
              {app.statusTag}
            </Tag>
          )}
        </h1>
        {app.subtitle && <span className={styles.subtitle}>{app.subtitle}</span>}
        <div className={styles.facts}>
          <span>
            开发者：
            {app.developerId ? (
              <Link to={companyPath(app.developerId)} data-testid="app-developer">
                {app.developerName}
              </Link>
            ) : (
              app.developerName || NO_VALUE
            )}
          </span>
          <span>分类：{app.genreName || NO_VALUE}</span>
          <span>价格：{formatAppPrice(app.price)}</span>
          <span data-testid="app-rating">
            评分：
            {app.rating === null ? NO_VALUE : `${app.rating.toFixed(1)}（${formatNumber(app.ratingCount)} 个评分）`}
          </span>
          <span>版本：{app.version || NO_VALUE}</span>
          <span>更新：{app.updateDate || NO_VALUE}</span>
          <span>应用ID：{app.appId}</span>
          <span>国家/地区：{findCountry(country)?.text ?? country}</span>
          <AndroidMatchLinks appId={app.appId} country={country} />
        </div>
      </div>
      <div className={styles.headActions}>
        <FollowAppButton target={{ appId: app.appId, market: 'ios', country }} followed={followed} />
        <CountryFilter value={country} onChange={onCountry} />
      </div>
    </div>
  );
}
