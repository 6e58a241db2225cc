import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useUserInfoCheck } from '../api/user.ts';
import { usePageMeta } from '../lib/pageMeta.ts';
import { useRouteHandle } from '../routeHandle.ts';
import { useDialogStore } from '../store/dialogs.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Header } from './Header.tsx';
import { SideBar } from './SideBar.tsx';
import { useNavigationProgress, usePageViewTracking, useScrollOnNavigate } from './useNavigationEffects.ts';
import { useFirstLoginVipDialog } from './useVipDialog.ts';
import styles from './AppLayout.module.css';

// The footer is below every page's first screen: its code comes after the page's.
const Footer = lazy(async () => ({ default: (await import('./Footer.tsx')).Footer }));
// The dialogs' form and table code is fetched on first open, not with the first page.
const FeedbackDialog = lazy(() => import('../components/FeedbackDialog.tsx'));
const KeywordCartDialog = lazy(() => import('../components/KeywordCartDialog.tsx'));
const VipServiceDialog = lazy(() => import('../components/VipServiceDialog.tsx'));
const LimitDialog = lazy(() => import('../components/LimitDialog.tsx'));
const AddAppDialog = lazy(() => import('../components/follow/AddAppDialog.tsx'));
const LoginDialog = lazy(() => import('../pages/user/LoginDialog.tsx'));

/** True from the first time `open` is true: the dialog then stays mounted and keeps its state. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state during render (not in an effect) avoids an extra render pass.
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function AppLayout() {
  const handle = useRouteHandle();
  useNavigationProgress();
  useScrollOnNavigate(handle);
  usePageViewTracking(handle);
  usePageMeta();
  useUserInfoCheck();
  useFirstLoginVipDialog();
  const feedbackMounted = useOpenedOnce(useDialogStore((s) => s.feedbackOpen));
  const cartMounted = useOpenedOnce(useDialogStore((s) => s.cartOpen));
  const vipMounted = useOpenedOnce(useDialogStore((s) => s.vipDialog !== null));
  const limitMounted = useOpenedOnce(useDialogStore((s) => s.limit !== null));
  const addFollowMounted = useOpenedOnce(useDialogStore((s) => s.addFollowOpen));
  // Spec 4: the login popup is created when asked for and destroyed on close.
  const loginPopup = useDialogStore((s) => s.loginPopupConfig !== null);
  const transparent = handle.transparentHeader === true;

  return (
    <div className={styles.app}>
      <Header transparentAtTop={transparent} />
      {/* Pages under a transparent header start at the very top (their banner runs beneath it). */}
      <main className={transparent ? styles.mainUnderHeader : styles.main}>
        <Outlet />
      </main>
      {!handle.hideFooter && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <SideBar />
      <AnnouncementBar />
      <Suspense fallback={null}>
        {feedbackMounted && <FeedbackDialog />}
        {cartMounted && <KeywordCartDialog />}
        {vipMounted && <VipServiceDialog />}
        {limitMounted && <LimitDialog />}
        {addFollowMounted && <AddAppDialog />}
        {loginPopup && <LoginDialog />}
      </Suspense>
    </div>
  );
}
