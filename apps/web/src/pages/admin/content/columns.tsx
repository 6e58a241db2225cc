/** Column makers the kinds' tables share: a picture, a clipped text, a time, a link. */
import { formatDateTime } from '@bangyan/contract';
import type { ContentRow } from '../../../api/adminContent.ts';
import styles from './Content.module.css';

export const imageColumn = (name: string, title: string) => ({
  title,
  key: name,
  width: 72,
  render: (_: unknown, row: ContentRow) =>
    row[name] ? <img className={styles.thumb} src={String(row[name])} alt="" /> : '—',
});

export const textColumn = (name: string, title: string, width?: number) => ({
  title,
  key: name,
  width,
  render: (_: unknown, row: ContentRow) => <span className={styles.clip}>{String(row[name] ?? '') || '—'}</span>,
});

/** The row's title, linking to where the site shows it (a new tab). */
export const titleLinkColumn = (href: (row: ContentRow) => string) => ({
  title: '标题',
  key: 'title',
  render: (_: unknown, row: ContentRow) => (
    <a href={href(row)} target="_blank" rel="noopener noreferrer">
      {String(row.title)}
    </a>
  ),
});

export const timeColumn = (name: string, title: string) => ({
  title,
  key: name,
  width: 150,
  render: (_: unknown, row: ContentRow) => formatDateTime(Date.parse(String(row[name]))),
});

export const linkColumn = (name: string, title: string) => ({
  title,
  key: name,
  render: (_: unknown, row: ContentRow) =>
    row[name] ? (
      <a className={styles.clip} href={String(row[name])} target="_blank" rel="noopener noreferrer">
        {String(row[name])}
      </a>
    ) : (
      <span className={styles.note}>无链接（不展示）</span>
    ),
});

/** A run from `start` to `end`: not begun, running or over at `now`. */
export const runState = (start: string, end: string) => (row: ContentRow, now: number) =>
  Date.parse(String(row[start])) > now ? 'scheduled' : Date.parse(String(row[end])) <= now ? 'ended' : 'running';

/** Shown from `at` on: scheduled before it. */
export const fromState = (at: string) => (row: ContentRow, now: number) =>
  Date.parse(String(row[at])) > now ? 'scheduled' : 'running';
