import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { AppInfo } from '@bangyan/contract';
import { useAppInfoQuery } from '../../api/apps.ts';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../ranking/views/parts/ViewParts.tsx';
import { AppHeader } from './AppHeader.tsx';
import styles from './AppDetail.module.css';

/** The app pages built so far, in the side menu's order. */
const APP_PAGES = [
  { path: '/new/apps/view', label: '排名趋势' },
  { path: '/new/apps/baseinfo', label: '基本信息' },
  { path: '/new/apps/version', label: '版本记录' },
  { path: '/new/apps/subscribekeywordcover', label: '内购项目' },
  { path: '/new/apps/activitykeywordcover', label: '应用内活动' },
  { path: '/new/apps/competitor', label: '竞品' },
  { path: '/new/apps/competitorInfo', label: '竞品对比' },
  { path: '/new/apps/asa', label: 'ASA投放' },
  { path: '/new/apps/diagnosis', label: 'ASO诊断' },
] as const;

/**
 * The frame of an iOS app's pages (pages.md): the shared header over a side menu of the app's pages
 * and the page's own content (given the app). No app id, an app the storefront does not have, or a
 * failure each get a clear state instead.
 */
export function AppFrame({ appId, country, onCountry, title, testId, children }: {
  appId: string;
  country: string;
  onCountry: (country: string) => void;
  title: string;
  testId: string;
  children: (app: AppInfo) => ReactNode;
}) {
  const info = useViewAnswer(useAppInfoQuery({ appId, country }, appId !== ''));
  const app = info.data?.app;
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
          <DataBlock testId="app-header-block">
            <AppHeader app={app} followed={info.data?.followed ?? false} country={country} onCountry={onCountry} />
          </DataBlock>
          <div className={styles.body}>
            <nav className={styles.menu} aria-label="应用详情" data-testid="app-menu">
              {APP_PAGES.map((p) => (
                <NavLink key={p.path} to={`${p.path}?${query}`} className={({ isActive }) => (isActive ? `${styles.menuItem} ${styles.active}` : styles.menuItem)}>
                  {p.label}
                </NavLink>
              ))}
            </nav>
            <div className={styles.content}>{children(app)}</div>
          </div>
        </>
      )}
    </DataPage>
  );
}
