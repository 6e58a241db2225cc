import { create } from 'zustand';

/**
 * Site-wide dialogs. They are opened from the side bar today and from pages later (the home
 * page's feedback tip, "add to cart" buttons on keyword tables), so their open state lives here
 * rather than in one component.
 */
interface DialogState {
  feedbackOpen: boolean;
  cartOpen: boolean;
  openFeedback: () => void;
  closeFeedback: () => void;
  openCart: () => void;
  closeCart: () => void;
}

export const useDialogStore = create<DialogState>()((set) => ({
  feedbackOpen: false,
  cartOpen: false,
  openFeedback: () => set({ feedbackOpen: true }),
  closeFeedback: () => set({ feedbackOpen: false }),
  openCart: () => set({ cartOpen: true }),
  closeCart: () => set({ cartOpen: false }),
}));
