/** A release as the version page lists it: its time 'YYYY-MM-DD HH:mm'. */
interface Release {
  time: string;
}

/** Releases per month ('YYYY-MM'), every month from the first release to the last. */
export function releasesPerMonth(versions: readonly Release[]): { month: string; count: number }[] {
  if (versions.length === 0) return [];
  const months = versions.map((v) => v.time.slice(0, 7)).sort();
  const counts = new Map<string, number>();
  for (const m of months) counts.set(m, (counts.get(m) ?? 0) + 1);
  const out: { month: string; count: number }[] = [];
  let [y, m] = months[0]!.split('-').map(Number) as [number, number];
  const last = months.at(-1)!;
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push({ month, count: counts.get(month) ?? 0 });
    if (month >= last) return out;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}
