import { create } from 'zustand';
import type { LimitFailure } from '@bangyan/contract';

/**
 * Site-wide dialogs. They are opened from the header, the side bar and pages (the home page's
 * feedback tip, "add to cart" buttons on keyword tables, follow buttons), so their open state
 * lives here rather than in one component.
 */
/** The VIP service dialog's two modes (spec 2.5): after the first login, or from Home's trial button. */
export type VipDialogMode = 'vip' | 'svip';

/** Spec 3 store 'loginPopupConfig': the login dialog is open, and where to go after logging in (else reload). */
export interface LoginPopupConfig {
  referer?: string;
}

/**
 * The limit and login dialogs answer an action taken in another dialog (a follow in the add-app
 * dialog), so they stack above the others whatever order they were mounted in.
 */
export const ANSWER_DIALOG_Z_INDEX = 1100;

interface DialogState {
  feedbackOpen: boolean;
  cartOpen: boolean;
  vipDialog: VipDialogMode | null;
  loginPopupConfig: LoginPopupConfig | null;
  /** A tier limit the server answered (codes 2 / 3 / 4), shown with its way up (spec 2.5, 8). */
  limit: LimitFailure | null;
  addFollowOpen: boolean;
  openVipDialog: (mode: VipDialogMode) => void;
  closeVipDialog: () => void;
  openFeedback: () => void;
  closeFeedback: () => void;
  openCart: () => void;
  closeCart: () => void;
  openLoginPopup: (config?: LoginPopupConfig) => void;
  closeLoginPopup: () => void;
  showLimit: (limit: LimitFailure) => void;
  closeLimit: () => void;
  openAddFollow: () => void;
  closeAddFollow: () => void;
}

export const useDialogStore = create<DialogState>()((set) => ({
  feedbackOpen: false,
  cartOpen: false,
  vipDialog: null,
  loginPopupConfig: null,
  limit: null,
  addFollowOpen: false,
  openVipDialog: (mode) => set({ vipDialog: mode }),
  closeVipDialog: () => set({ vipDialog: null }),
  openFeedback: () => set({ feedbackOpen: true }),
  closeFeedback: () => set({ feedbackOpen: false }),
  openCart: () => set({ cartOpen: true }),
  closeCart: () => set({ cartOpen: false }),
  openLoginPopup: (config = {}) => set({ loginPopupConfig: config }),
  closeLoginPopup: () => set({ loginPopupConfig: null }),
  showLimit: (limit) => set({ limit }),
  closeLimit: () => set({ limit: null }),
  openAddFollow: () => set({ addFollowOpen: true }),
  closeAddFollow: () => set({ addFollowOpen: false }),
}));
