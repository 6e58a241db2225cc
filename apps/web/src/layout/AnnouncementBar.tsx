import { useState } from 'react';
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import { useAnnouncementsQuery } from '../api/siteContent.ts';
import { Inlines } from '../components/Markdown.tsx';
import { parseInlines } from '../lib/markdown.ts';
import { browserStorage, readJson, writeJson } from '../lib/storage.ts';
import styles from './AnnouncementBar.module.css';

/** Browser storage key of the announcements a visitor closed, as `id:version` (an edit shows one again). */
export const DISMISSED_ANNOUNCEMENTS_KEY = 'dismissed_announcements';

const keyOf = (a: { id: number; version: number }) => `${a.id}:${a.version}`;

function readDismissed(): string[] {
  const stored = readJson(browserStorage(), DISMISSED_ANNOUNCEMENTS_KEY);
  return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
}

/**
 * The site-wide announcements (内容 → 站点公告) running now, above every page: inline Markdown (bold, links) rendered
 * as elements; each can be closed, which this browser remembers until the announcement is edited.
 */
export function AnnouncementBar() {
  const { data = [] } = useAnnouncementsQuery();
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = data.filter((a) => !dismissed.includes(keyOf(a)));
  if (shown.length === 0) return null;
  const dismiss = (key: string) => {
    // Only keys of announcements still running are kept, so the list never grows.
    const next = [...dismissed.filter((k) => data.some((a) => keyOf(a) === k)), key];
    writeJson(browserStorage(), DISMISSED_ANNOUNCEMENTS_KEY, next);
    setDismissed(next);
  };
  return (
    <div className={styles.bar} role="region" aria-label="站点公告" data-testid="announcements">
      {shown.map((a) => (
        <div key={a.id} className={styles.item} data-testid="announcement">
          <NotificationOutlined className={styles.icon} aria-hidden="true" />
          <span className={styles.text}>
            <Inlines inlines={parseInlines(a.content)} />
          </span>
          <button type="button" className={styles.close} aria-label="关闭公告" onClick={() => dismiss(keyOf(a))}>
            <CloseOutlined />
          </button>
        </div>
      ))}
    </div>
  );
}
