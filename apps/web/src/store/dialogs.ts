import { create } from 'zustand';

/**
 * Site-wide dialogs. They are opened from the side bar today and from pages later (the home
 * page's feedback tip, "add to cart" buttons on keyword tables), so their open state lives here
 * rather than in one component.
 */
/** The VIP service dialog's two modes (spec 2.5): after the first login, or from Home's trial button. */
export type VipDialogMode = 'vip' | 'svip';

interface DialogState {
  feedbackOpen: boolean;
  cartOpen: boolean;
  vipDialog: VipDialogMode | null;
  openVipDialog: (mode: VipDialogMode) => void;
  closeVipDialog: () => void;
  openFeedback: () => void;
  closeFeedback: () => void;
  openCart: () => void;
  closeCart: () => void;
}

export const useDialogStore = create<DialogState>()((set) => ({
  feedbackOpen: false,
  cartOpen: false,
  vipDialog: null,
  openVipDialog: (mode) => set({ vipDialog: mode }),
  closeVipDialog: () => set({ vipDialog: null }),
  openFeedback: () => set({ feedbackOpen: true }),
  closeFeedback: () => set({ feedbackOpen: false }),
  openCart: () => set({ cartOpen: true }),
  closeCart: () => set({ cartOpen: false }),
}));
