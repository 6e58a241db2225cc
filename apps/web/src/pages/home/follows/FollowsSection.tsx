import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { AppstoreOutlined, PlusOutlined, SettingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { AppPanel, FollowedApp } from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { useHomeFollowsDeepQuery, useHomeFollowsQuery } from '../../../api/follow.ts';
import { useUserInfo } from '../../../api/user.ts';
import { useDialogStore } from '../../../store/dialogs.ts';
import { HomeSection } from '../HomeSection.tsx';
import { RecommendList } from './RecommendList.tsx';
import { useListMode } from '../../../lib/useListMode.ts';
import panelStyles from './AppPanel.module.css';
import styles from './Follows.module.css';

const ChartMode = lazy(() => import('./ChartMode.tsx'));
const ListMode = lazy(() => import('./ListMode.tsx'));
const ManageDialog = lazy(() => import('./ManageDialog.tsx'));
const LinkAppDialog = lazy(() => import('./LinkAppDialog.tsx'));

/**
 * Spec 2.4 'Apps I follow': chart (card) mode or list mode, switched by an icon and remembered,
 * with the hint until the first switch; a visitor sees demo apps, a user without follows the
 * recommended ones to follow at once; add and manage need a login (else the login popup).
 */
export default function FollowsSection() {
  const { data: user } = useUserInfo();
  const loggedIn = Boolean(user);
  const { mode, setMode, tip } = useListMode();
  const basic = useHomeFollowsQuery(loggedIn, mode === 'card');
  const deep = useHomeFollowsDeepQuery(loggedIn, mode === 'list');
  const list = mode === 'card' ? basic : deep;
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const openAddFollow = useDialogStore((s) => s.openAddFollow);
  const [managing, setManaging] = useState(false);
  const [linking, setLinking] = useState<{ panel: AppPanel; platform: 'ios' | 'android' } | null>(null);
  const apps: FollowedApp[] = list.data?.list ?? [];
  const hasFollow = list.data?.hasFollow ?? false;
  const needLogin = (action: () => void) => () => (loggedIn ? action() : openLoginPopup());

  const note = !loggedIn ? (
    <>
      以下为演示应用，
      <button type="button" className={styles.linkButton} onClick={() => openLoginPopup()}>
        登录
      </button>
      后可关注更多应用
    </>
  ) : !hasFollow && list.isSuccess ? (
    '暂无关注的应用，为您推荐以下应用'
  ) : null;

  const switchMode = (
    <span className={styles.modeSwitchWrap}>
      {tip && mode === 'card' && (
        <span className={styles.modeTip} data-testid="mode-tip">
          切换到列表模式
        </span>
      )}
      <span className={styles.modeSwitch}>
        <button
          type="button"
          aria-label="卡片模式"
          aria-pressed={mode === 'card'}
          className={mode === 'card' ? styles.modeActive : ''}
          onClick={() => void setMode('card')}
          data-testid="mode-card"
        >
          <AppstoreOutlined />
        </button>
        <button
          type="button"
          aria-label="列表模式"
          aria-pressed={mode === 'list'}
          className={mode === 'list' ? styles.modeActive : ''}
          onClick={() => void setMode('list')}
          data-testid="mode-list"
        >
          <UnorderedListOutlined />
        </button>
      </span>
    </span>
  );

  return (
    <HomeSection
      section="follows"
      extra={
        <>
          {switchMode}
          <Button size="small" icon={<PlusOutlined />} onClick={needLogin(openAddFollow)} data-testid="follow-add">
            添加应用
          </Button>
          <Button
            size="small"
            icon={<SettingOutlined />}
            onClick={needLogin(() => setManaging(true))}
            disabled={loggedIn && !hasFollow}
            data-testid="follow-manage"
          >
            管理
          </Button>
        </>
      }
    >
      <div className={styles.card} data-testid="follows-card" data-mode={mode}>
        {note && (
          <p className={styles.note} data-testid="follows-note">
            {note}
          </p>
        )}
        {list.isPending ? (
          <Skeleton active />
        ) : list.isError ? (
          <div className={panelStyles.panelError}>{errorMessage(list.error)}</div>
        ) : loggedIn && !hasFollow ? (
          <RecommendList key={apps.map((a) => a.trackId).join()} apps={apps} />
        ) : (
          <Suspense fallback={<Skeleton active />}>
            {mode === 'card' ? (
              <ChartMode
                apps={apps}
                loggedIn={loggedIn}
                onApplyLink={(panel, platform) => (loggedIn ? setLinking({ panel, platform }) : openLoginPopup())}
              />
            ) : (
              <ListMode apps={deep.data?.list ?? []} loading={deep.isFetching} />
            )}
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        {managing && <ManageDialog apps={apps} onClose={() => setManaging(false)} />}
        {linking && (
          <LinkAppDialog panel={linking.panel} platform={linking.platform} onClose={() => setLinking(null)} />
        )}
      </Suspense>
    </HomeSection>
  );
}
