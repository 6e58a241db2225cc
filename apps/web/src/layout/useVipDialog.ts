import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { VIP_DIALOG_DELAY_MS } from '@bangyan/contract';
import { useUserInfo } from '../api/user.ts';
import { browserStorage } from '../lib/storage.ts';
import { useDialogStore } from '../store/dialogs.ts';
import { usePrompt } from '../store/prompts.ts';

/** Spec 3 'vip_service_dialog': set once the vip-mode dialog was closed, so it shows once. */
export const VIP_DIALOG_STORAGE_KEY = 'vip_service_dialog';

/**
 * Spec 4: with firstLogin set and the dialog never closed, it opens in vip mode 1000 ms after a route change, when
 * the prompt coordinator gives it the visit's turn (it outranks Home's prompts, store/prompts.ts).
 */
export function useFirstLoginVipDialog(): void {
  const { pathname } = useLocation();
  const firstLogin = useUserInfo().data?.firstLogin === true;
  const open = useDialogStore((s) => s.openVipDialog);
  // Read again when the dialog closes (closing stores the flag).
  const mode = useDialogStore((s) => s.vipDialog);
  const wanted = firstLogin && (mode === 'vip' || browserStorage().getItem(VIP_DIALOG_STORAGE_KEY) === null);
  const { turn, opened } = usePrompt('vipGreeting', wanted);
  // The route whose 1000 ms have passed.
  const [dueFor, setDueFor] = useState<string | null>(null);
  const due = dueFor === pathname;
  useEffect(() => {
    const timer = setTimeout(() => setDueFor(pathname), VIP_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  useEffect(() => {
    if (!due || !turn || mode === 'vip') return;
    opened();
    open('vip');
  }, [due, turn, mode, opened, open]);
}
