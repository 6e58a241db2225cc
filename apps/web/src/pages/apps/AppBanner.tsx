import { Link } from 'react-router';
import { CHART_TYPE_NAMES, findCountry, type AppInfo } from '@bangyan/contract';
import { appRankListQuery } from './appQueries.ts';
import styles from './AppBanner.module.css';

/** How many of the app's chart positions the banner shows (the AppRank page lists them all). */
const SHOWN_RANKS = 6;

/**
 * The strip above an app's header (as the original's banner): where the app stands, its path in the site and its
 * chart positions as they last stood (/v1/apps/rankList). It is at least DETAIL_SCROLL_TOP (205 px) tall, so the
 * detail pages' scroll of spec 2.2 passes over it and lands with the app's header (name, 关注) in view.
 */
export function AppBanner({ app, country }: { app: AppInfo; country: string }) {
  const ranks = appRankListQuery.useQuery({ appId: app.appId, country });
  const onCharts = (ranks.data?.list ?? []).filter((r) => r.rank !== null).slice(0, SHOWN_RANKS);
  const where = findCountry(country)?.text ?? country;
  return (
    <section className={styles.banner} data-testid="app-banner" aria-label="应用所在榜单">
      <nav className={styles.crumbs} aria-label="当前位置">
        <Link to="/">首页</Link>
        <span aria-hidden>/</span>
        <Link to="/new/ranking/index">实时排行榜</Link>
        <span aria-hidden>/</span>
        <span>{app.genreName || '应用'}</span>
        <span aria-hidden>/</span>
        <span className={styles.current}>{app.trackName || app.appId}</span>
      </nav>
      <h2 className={styles.title}>{`${app.trackName || app.appId} 在${where} App Store 的当前排名`}</h2>
      {ranks.isPending ? (
        <p className={styles.note}>正在读取榜单排名…</p>
      ) : ranks.isError ? (
        <p className={styles.note}>榜单排名暂时无法读取</p>
      ) : onCharts.length === 0 ? (
        <p className={styles.note} data-testid="app-banner-off">
          该应用近24小时不在总榜与分类榜上
        </p>
      ) : (
        <ul className={styles.ranks}>
          {onCharts.map((r) => (
            <li key={`${r.chartType}-${r.genre}`} className={styles.rank} data-testid="app-banner-rank">
              <span className={styles.chart}>{`${r.genreName}·${CHART_TYPE_NAMES[r.chartType]}榜`}</span>
              <strong className={styles.place}>{`第 ${r.rank} 名`}</strong>
              <span className={styles.best}>{`近7天最高 第 ${r.bestRank7d} 名`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
