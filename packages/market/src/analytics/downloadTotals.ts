/** competitorInfo's download table (pure): totals over a span, yesterday's, each app's share of the group. */

export interface DownloadTotalsInput {
  appId: string;
  trackName: string;
  iconUrl: string;
  /** The span's daily estimates, oldest first (yesterday last); null for a day without one. */
  downloads: readonly (number | null)[];
}

export interface DownloadTotal {
  appId: string;
  trackName: string;
  iconUrl: string;
  yesterday: number | null;
  /** The sum of the span's estimates; null when it has none. */
  total: number | null;
  /** total ÷ the sum of the group's totals; null without a total or when the group's is 0. */
  share: number | null;
}

/** Each app's total and share, largest total first; apps without estimates last, in the order given. */
export function downloadTotals(apps: readonly DownloadTotalsInput[]): DownloadTotal[] {
  const rows = apps.map(({ downloads, ...app }) => {
    const known = downloads.filter((d): d is number => d !== null);
    const total = known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
    return { ...app, yesterday: downloads.at(-1) ?? null, total };
  });
  const sum = rows.reduce((a, r) => a + (r.total ?? 0), 0);
  return rows
    .map((r) => ({ ...r, share: r.total === null || sum === 0 ? null : r.total / sum }))
    .sort((a, b) => {
      if (a.total === null) return b.total === null ? 0 : 1;
      return b.total === null ? -1 : b.total - a.total;
    });
}
