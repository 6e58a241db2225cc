import type { ReactNode } from 'react';
import type { AppInfo } from '@bangyan/contract';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { AppBanner } from './AppBanner.tsx';
import { AppHeader } from './AppHeader.tsx';
import { appInfoQuery } from './appQueries.ts';
import { DetailBody } from '../../components/appDetail/DetailBody.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

/** The app's pages in the side menu's order (pages.md "iOS app detail", AppRank first as the app's landing page). */
const APP_PAGES = [
  { path: '/new/apps/view', label: '排名趋势' },
  { path: '/new/apps/baseinfo', label: '基本信息' },
  { path: '/new/apps/appstatus', label: '上下架状态' },
  { path: '/new/apps/version', label: '版本记录' },
  { path: '/new/apps/keyword', label: '关键词覆盖' },
  { path: '/new/apps/keywordreport', label: '关键词报告' },
  { path: '/new/apps/compare', label: '关键词对比' },
  { path: '/new/apps/keywordsmonitor', label: '关键词监控' },
  { path: '/new/apps/subscribekeywordcover', label: '内购项目' },
  { path: '/new/apps/activitykeywordcover', label: '应用内活动' },
  { path: '/new/apps/review', label: '评论分析' },
  { path: '/new/apps/competitor', label: '竞品' },
  { path: '/new/apps/competitorInfo', label: '竞品对比' },
  { path: '/new/apps/samedeveloper', label: '同开发者应用' },
  { path: '/new/apps/applerecommend', label: '苹果推荐' },
  { path: '/new/apps/downloadestimate', label: '下载量预估' },
  { path: '/new/apps/incomeestimate', label: '收入预估' },
  { path: '/new/apps/asa', label: 'ASA投放' },
  { path: '/new/apps/diagnosis', label: 'ASO诊断' },
] as const;

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
          <DetailBody pages={APP_PAGES} query={query} label="应用详情">
            {children(app)}
          </DetailBody>
        </>
      )}
    </DataPage>
  );
}
