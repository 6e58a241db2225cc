import { useState } from 'react';
import { Link } from 'react-router';
import { Popover, Segmented, Select, Skeleton } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import {
  findCountry,
  marketName,
  type AppPanel as Panel,
  type FollowedApp,
  type FollowTarget,
} from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { useAppPanelQuery } from '../../../api/follow.ts';
import { appPagePath } from '../../../lib/appPaths.ts';
import { AppIcon } from '../../../components/AppIcon.tsx';
import { RankMini, CoverageMini, DownloadsMini, RatingMini } from './AppPanelMinis.tsx';
import styles from './AppPanel.module.css';

const targetOf = (app: FollowedApp): FollowTarget => ({ appId: app.trackId, market: app.market, country: app.country });

/**
 * Chart mode's panel of the selected app (spec 2.4): logo, name, category, price, version, developer,
 * the download QR on hover, platform / country / market selectors (a platform the app is not linked
 * on opens the apply-to-link-app dialog), and four mini charts: ranks, keyword coverage, downloads
 * and rating.
 */
export function AppPanel({
  app,
  loggedIn,
  onApplyLink,
}: {
  app: FollowedApp;
  loggedIn: boolean;
  onApplyLink: (panel: Panel, platform: 'ios' | 'android') => void;
}) {
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
            <Link
              to={appPagePath({
                trackId: detail.trackId,
                platform: detail.platform,
                market: detail.market,
                country: detail.country,
              })}
              data-testid="panel-name"
            >
              {detail.trackName}
            </Link>
            {detail.status === 0 && <span className={styles.tagOffline}>已下架</span>}
            {detail.status !== 0 && detail.is_book && <span className={styles.tagBook}>预订</span>}
            <Popover
              content={<img src={detail.qrcodeUrl} alt="下载二维码" width={140} height={140} data-testid="panel-qr" />}
              title="扫码下载"
            >
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
              {
                value: 'ios',
                label: <span className={detail.platformList.includes('ios') ? '' : styles.disabledPlatform}>iOS</span>,
              },
              {
                value: 'android',
                label: (
                  <span className={detail.platformList.includes('android') ? '' : styles.disabledPlatform}>
                    Android
                  </span>
                ),
              },
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
              onChange={(code) =>
                setTarget({ appId: detail.marketList.find((m) => m.code === code)!.appId, market: code, country: 'cn' })
              }
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
