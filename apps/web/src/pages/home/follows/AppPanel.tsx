import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Popover, Segmented, Select, Skeleton } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import {
  findCountry,
  formatNumber,
  marketName,
  type AppPanel as Panel,
  type FollowedApp,
  type FollowTarget,
} from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { useAppPanelQuery } from '../../../api/follow.ts';
import { appPagePath } from '../../../lib/appPaths.ts';
import { DiffCell, RankCell } from '../../../components/data/RankCell.tsx';
import styles from './AppPanel.module.css';
import { AppIcon } from '../../../components/AppIcon.tsx';
import { DATA_TEXTS } from '../../../components/data/DataState.tsx';

const MiniChart = lazy(() => import('./MiniChart.tsx'));

/** The five star colours of the rating bar, 5 stars first. */
const STAR_COLORS = ['#22b573', '#7ccf5a', '#f5c342', '#ff9d4d', '#ff5b5b'];

const targetOf = (app: FollowedApp): FollowTarget => ({ appId: app.trackId, market: app.market, country: app.country });

/**
 * Chart mode's panel of the selected app (spec 2.4): logo, name, category, price, version, developer,
 * the download QR on hover, platform / country / market selectors (a platform the app is not linked
 * on opens the apply-to-link-app dialog), and four mini charts: ranks, keyword coverage, downloads
 * and rating.
 */
export function AppPanel({ app, loggedIn, onApplyLink }: { app: FollowedApp; loggedIn: boolean; onApplyLink: (panel: Panel, platform: 'ios' | 'android') => void }) {
  const [target, setTarget] = useState<FollowTarget>(() => targetOf(app));
  const [shownFor, setShownFor] = useState(app.followId + app.trackId);
  // Selecting another app starts from that app's own store.
  if (shownFor !== app.followId + app.trackId) {
    setShownFor(app.followId + app.trackId);
    setTarget(targetOf(app));
  }
  const panel = useAppPanelQuery(target, loggedIn, app.followId || undefined);
  if (panel.isPending) return <Skeleton active className={styles.panelSkeleton} />;
  if (panel.isError) return <div className={styles.panelError}>{errorMessage(panel.error)}</div>;
  const { detail } = panel.data.detailModule;

  const choosePlatform = (platform: 'ios' | 'android') => {
    if (platform === detail.platform) return;
    if (!detail.platformList.includes(platform)) return onApplyLink(panel.data, platform);
    // Spec 4: iOS goes to the iOS id in China; Android to the first market's app and code.
    if (platform === 'ios') setTarget({ appId: detail.iosTrackId!, market: 'ios', country: 'cn' });
    else setTarget({ appId: detail.marketList[0]!.appId, market: detail.marketList[0]!.code, country: 'cn' });
  };

  return (
    <div className={styles.panel} data-testid="app-panel">
      <div className={styles.panelHead}>
        <AppIcon src={detail.artworkUrl60} name={detail.trackName} appId={detail.trackId} size={72} />
        <div className={styles.panelInfo}>
          <div className={styles.panelName}>
            <Link to={appPagePath({ trackId: detail.trackId, platform: detail.platform, market: detail.market, country: detail.country })} data-testid="panel-name">
              {detail.trackName}
            </Link>
            {detail.status === 0 && <span className={styles.tagOffline}>已下架</span>}
            {detail.status !== 0 && detail.is_book && <span className={styles.tagBook}>预订</span>}
            <Popover content={<img src={detail.qrcodeUrl} alt="下载二维码" width={140} height={140} data-testid="panel-qr" />} title="扫码下载">
              <QrcodeOutlined className={styles.qrIcon} data-testid="panel-qr-icon" />
            </Popover>
          </div>
          <div className={styles.panelMeta}>
            <span>{detail.genreName || '-'}</span>
            <span>{detail.priceStr}</span>
            <span>{detail.versionName ? `${detail.versionDate} 版本 ${detail.versionName}` : '-'}</span>
            <span>{detail.sellerName}</span>
          </div>
        </div>
        <div className={styles.panelStores}>
          <Segmented<'ios' | 'android'>
            size="small"
            value={detail.platform}
            onChange={choosePlatform}
            options={[
              { value: 'ios', label: <span className={detail.platformList.includes('ios') ? '' : styles.disabledPlatform}>iOS</span> },
              { value: 'android', label: <span className={detail.platformList.includes('android') ? '' : styles.disabledPlatform}>Android</span> },
            ]}
            data-testid="panel-platform"
          />
          {detail.platform === 'ios' ? (
            <Select
              size="small"
              className={styles.storeSelect}
              value={detail.country}
              onChange={(country) => setTarget({ ...target, country })}
              options={detail.countryList.map((c) => ({ value: c, label: findCountry(c)?.text ?? c }))}
              data-testid="panel-country"
            />
          ) : (
            <Select
              size="small"
              className={styles.storeSelect}
              value={detail.market}
              onChange={(code) => setTarget({ appId: detail.marketList.find((m) => m.code === code)!.appId, market: code, country: 'cn' })}
              options={detail.marketList.map((m) => ({ value: m.code, label: marketName(m.code) ?? m.code }))}
              data-testid="panel-market"
            />
          )}
        </div>
      </div>
      <div className={styles.minis}>
        <RankMini panel={panel.data} />
        <CoverageMini panel={panel.data} />
        <DownloadsMini panel={panel.data} />
        <RatingMini panel={panel.data} />
      </div>
    </div>
  );
}

function Mini({ title, figures, children, testId }: { title: string; figures: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className={styles.mini} data-testid={testId}>
      <div className={styles.miniTitle}>{title}</div>
      <div className={styles.miniFigures}>{figures}</div>
      <div className={styles.miniChart}>
        <Suspense fallback={<div className={styles.chartLoading}>{DATA_TEXTS.loading}</div>}>{children}</Suspense>
      </div>
    </div>
  );
}

const NoData = ({ text = DATA_TEXTS.empty }: { text?: string }) => <div className={styles.chartEmpty}>{text}</div>;

function RankMini({ panel }: { panel: Panel }) {
  const { appGenres, rankChart } = panel.rankModule;
  const hasPoints = rankChart.points.some((s) => s.data.some(([, v]) => v !== null));
  return (
    <Mini
      title="排名"
      testId="mini-rank"
      figures={
        appGenres.length === 0 ? (
          <span className={styles.muted}>{DATA_TEXTS.notOnChart}</span>
        ) : (
          appGenres.slice(0, 2).map((g) => (
            <span key={g.genreName} className={styles.figure}>
              <em>{g.genreName}</em>
              <RankCell rank={g.ranking} change={g.rankChange} />
            </span>
          ))
        )
      }
    >
      {hasPoints ? <MiniChart series={rankChart.points} kind="line" ranks /> : <NoData text={appGenres.length === 0 ? DATA_TEXTS.notOnChart : DATA_TEXTS.empty} />}
    </Mini>
  );
}

function CoverageMini({ panel }: { panel: Panel }) {
  const { summary, points } = panel.keywordCoverModule;
  return (
    <Mini
      title="关键词覆盖"
      testId="mini-coverage"
      figures={
        summary ? (
          <>
            <span className={styles.figure}>
              <em>覆盖数</em>
              <DiffCell value={summary.total.total} diff={summary.total.diff} />
            </span>
            <span className={styles.figure}>
              <em>Top3</em>
              <DiffCell value={summary.top3.total} diff={summary.top3.diff} />
            </span>
          </>
        ) : (
          <span className={styles.muted}>-</span>
        )
      }
    >
      {summary && points.some((s) => s.data.length > 0) ? <MiniChart series={points} kind="line" daily /> : <NoData />}
    </Mini>
  );
}

function DownloadsMini({ panel }: { panel: Panel }) {
  const { downloadsYesterday, downloadsSeven, points } = panel.downLoadsModule;
  return (
    <Mini
      title="下载量"
      testId="mini-downloads"
      figures={
        <>
          <span className={styles.figure}>
            <em>昨日</em>
            <strong data-testid="downloads-yesterday">{formatNumber(downloadsYesterday)}</strong>
          </span>
          <span className={styles.figure}>
            <em>近7日日均</em>
            <strong>{formatNumber(downloadsSeven)}</strong>
          </span>
        </>
      }
    >
      {points.some((s) => s.data.some(([, v]) => v !== null)) ? <MiniChart series={points} kind="bar" daily /> : <NoData />}
    </Mini>
  );
}

function RatingMini({ panel }: { panel: Panel }) {
  const { ratingAllAvg, ratingCountYesterday, stars } = panel.ratingModule;
  const rated = stars.some((s) => s.percent > 0);
  return (
    <Mini
      title="评分"
      testId="mini-rating"
      figures={
        <>
          <span className={styles.figure}>
            <em>平均分</em>
            <strong>{ratingAllAvg === null ? '-' : ratingAllAvg.toFixed(1)}</strong>
          </span>
          <span className={styles.figure}>
            <em>昨日新增评论</em>
            <strong>{formatNumber(ratingCountYesterday)}</strong>
          </span>
        </>
      }
    >
      {rated ? (
        <div className={styles.stars}>
          <div className={styles.starBar} data-testid="star-bar">
            {stars.map((s, i) => (
              <span key={s.star} style={{ width: `${s.percent}%`, background: STAR_COLORS[i] }} title={`${s.star}星 ${s.percent}%`} />
            ))}
          </div>
          <ul className={styles.starLegend}>
            {stars.map((s, i) => (
              <li key={s.star}>
                <i style={{ background: STAR_COLORS[i] }} />
                {`${s.star}星 ${s.percent}%`}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <NoData />
      )}
    </Mini>
  );
}
