import { useEffect } from 'react';
import { finishProgress, startProgress } from '../lib/progress.ts';
import { useRouteHandle } from '../routeHandle.ts';
import styles from './RouteFallback.module.css';

/**
 * Shown in the page area while the first page's code loads. That initial load is not a router
 * navigation, so it drives the loading bar itself. Under a transparent header it paints a
 * banner-coloured block, so the header's white text is never shown on a blank page.
 */
export function RouteFallback() {
  const { transparentHeader } = useRouteHandle();
  useEffect(() => {
    startProgress();
    return finishProgress;
  }, []);
  return <div className={transparentHeader ? styles.banner : styles.blank} aria-busy="true" />;
}
