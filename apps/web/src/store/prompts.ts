import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import { useUserInfo } from '../api/user.ts';
import { useDialogStore } from './dialogs.ts';

/**
 * The prompts that open by themselves (not at a person's click), highest priority first: the VIP
 * service greeting after registration (spec 2.5; it tells what the new account got), then Home's
 * popup ad (a campaign with an end date, spec 2.4), then Home's upgrade dialog (it loses nothing by
 * waiting).
 */
export const PROMPT_PRIORITY = ['vipGreeting', 'popupAd', 'upgrade'] as const;
export type PromptKind = (typeof PROMPT_PRIORITY)[number];

/**
 * One prompt per visit. A visit is a session of one signed-in person (or a visitor) in one browser
 * tab: it starts with the tab's first page load and again when the person changes (login,
 * registration, logout). Reloads and in-app navigation stay in the visit. What was shown is kept in
 * sessionStorage under this key, with the person it was shown to.
 */
export const PROMPT_VISIT_KEY = 'prompt_visit';

export interface PromptVisit {
  /** The uid the visit belongs to, 'visitor' when logged out. */
  user: string;
  kind: PromptKind;
}

/**
 * Whether `kind` may be up now: the visit's prompt, once shown, while it is still wanted; before any
 * prompt of the visit, the highest-priority wanted one, unless another dialog is open (it waits).
 */
export function mayOpen(
  kind: PromptKind,
  wanted: readonly PromptKind[],
  shown: PromptKind | null,
  otherDialogOpen: boolean,
): boolean {
  if (!wanted.includes(kind)) return false;
  if (shown !== null) return shown === kind;
  if (otherDialogOpen) return false;
  return PROMPT_PRIORITY.find((k) => wanted.includes(k)) === kind;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readVisit(): PromptVisit | null {
  try {
    const value: unknown = JSON.parse(tabStorage()?.getItem(PROMPT_VISIT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { user, kind } = value as Record<string, unknown>;
    return typeof user === 'string' && PROMPT_PRIORITY.includes(kind as PromptKind)
      ? { user, kind: kind as PromptKind }
      : null;
  } catch {
    return null;
  }
}

interface PromptState {
  /** The prompts that would open now if it were their turn. */
  wanted: readonly PromptKind[];
  visit: PromptVisit | null;
  setWanted: (kind: PromptKind, wanted: boolean) => void;
  markShown: (visit: PromptVisit) => void;
}

export const usePromptStore = create<PromptState>()((set) => ({
  wanted: [],
  visit: readVisit(),
  setWanted: (kind, on) =>
    set((s) => {
      if (s.wanted.includes(kind) === on) return s;
      return { wanted: on ? [...s.wanted, kind] : s.wanted.filter((k) => k !== kind) };
    }),
  markShown: (visit) => {
    try {
      tabStorage()?.setItem(PROMPT_VISIT_KEY, JSON.stringify(visit));
    } catch {
      // A refusing storage keeps the visit in memory only (until the page reloads).
    }
    set({ visit });
  },
}));

/** Whether one of the site's other dialogs (login, feedback, cart, limit, add-app, VIP service) is open. */
const otherDialogOpen = (s: ReturnType<typeof useDialogStore.getState>): boolean =>
  s.feedbackOpen ||
  s.cartOpen ||
  s.vipDialog !== null ||
  s.loginPopupConfig !== null ||
  s.limit !== null ||
  s.addFollowOpen;

/**
 * The coordinator every self-opening prompt asks: `wanted` says the prompt would open (its own rule:
 * data, stored flags); `turn` says it may be up now; `opened` is called when it is put up, which
 * makes it the visit's prompt. Nothing opens before the user check has answered (the VIP greeting
 * depends on it and outranks the others).
 */
export function usePrompt(kind: PromptKind, wanted: boolean): { turn: boolean; opened: () => void } {
  const info = useUserInfo();
  const settled = info.dataUpdatedAt > 0 || info.isError;
  const user = info.data ? String(info.data.uid) : 'visitor';
  const setWanted = usePromptStore((s) => s.setWanted);
  useEffect(() => {
    setWanted(kind, wanted);
    return () => setWanted(kind, false);
  }, [kind, wanted, setWanted]);
  const all = usePromptStore((s) => s.wanted);
  const visit = usePromptStore((s) => s.visit);
  const blocked = useDialogStore(otherDialogOpen);
  const shown = visit !== null && visit.user === user ? visit.kind : null;
  // `wanted` as this render has it: the store's list follows it only after the render (an effect).
  const turn = settled && wanted && mayOpen(kind, all, shown, blocked);
  const markShown = usePromptStore((s) => s.markShown);
  const opened = useCallback(() => markShown({ user, kind }), [markShown, user, kind]);
  return { turn, opened };
}
