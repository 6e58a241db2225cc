import { useState } from 'react';
import { usePhone } from '../../../lib/phone.ts';
import { browserStorage } from '../../../lib/storage.ts';
import { useListMode, type ListMode } from '../../../lib/useListMode.ts';

/** The real-time chart's layouts: the three charts side by side (default), or one chart as cards or a list. */
export type ChartLayout = 'board' | ListMode;

/** Browser storage: 'single' once a person picked one chart (cards or list), else the three side by side. */
export const CHART_LAYOUT_STORAGE_KEY = 'rankLayout';

const storedBoard = (): boolean => browserStorage().getItem(CHART_LAYOUT_STORAGE_KEY) !== 'single';

/**
 * The layout shown, the layouts offered and the switch: side by side unless a person chose one
 * chart, remembered in the browser; one chart's cards or list is spec 4's list mode (useListMode:
 * also kept by the server for a user). A phone has no room for three charts: one chart only.
 */
export function useChartLayout() {
  const list = useListMode();
  const phone = usePhone();
  const [board, setBoard] = useState(storedBoard);
  const layout: ChartLayout = board && !phone ? 'board' : list.mode;
  const offered: readonly ChartLayout[] = phone ? ['card', 'list'] : ['board', 'card', 'list'];
  const setLayout = async (next: ChartLayout) => {
    browserStorage().setItem(CHART_LAYOUT_STORAGE_KEY, next === 'board' ? 'board' : 'single');
    setBoard(next === 'board');
    if (next !== 'board') await list.setMode(next);
  };
  return { layout, offered, setLayout };
}
