import { lazy, Suspense } from 'react';
import styles from './MonitorSectionLazy.module.css';

const MonitorSection = lazy(async () => ({ default: (await import('./MonitorSection.tsx')).MonitorSection }));

/**
 * Home's monitoring section, loaded after the first screen (it sits below the banner); the
 * placeholder holds its height so the page does not jump when it arrives.
 */
export function LazyMonitorSection() {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <MonitorSection />
    </Suspense>
  );
}
