import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { VIP_DIALOG_DELAY_MS } from '@bangyan/contract';
import { useUserInfo } from '../api/user.ts';
import { browserStorage } from '../lib/storage.ts';
import { useDialogStore } from '../store/dialogs.ts';

/** Spec 3 'vip_service_dialog': set once the vip-mode dialog was closed, so it shows once. */
export const VIP_DIALOG_STORAGE_KEY = 'vip_service_dialog';

/** Spec 4: with firstLogin set and the dialog never closed, it opens in vip mode 1000 ms after a route change. */
export function useFirstLoginVipDialog(): void {
  const { pathname } = useLocation();
  const firstLogin = useUserInfo().data?.firstLogin === true;
  const open = useDialogStore((s) => s.openVipDialog);
  useEffect(() => {
    if (!firstLogin || browserStorage().getItem(VIP_DIALOG_STORAGE_KEY) !== null) return;
    const timer = setTimeout(() => open('vip'), VIP_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, firstLogin, open]);
}
