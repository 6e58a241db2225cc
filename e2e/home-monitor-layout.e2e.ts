import { describe, expect, it } from 'vitest';
import { WORLD_NOW } from './fixtures.ts';
import { snap, closePage } from './harness.ts';
import {
  currentRows,
  openHome,
  s,
  scrollToSection,
  section,
  serveMonitorWorld,
  showSection,
  tab,
  TODAY,
} from './homeMonitor.ts';

/** Home's section of today's App Store monitoring on the tests' world: a narrower window, an empty tab. */

serveMonitorWorld();

describe("Home: today's App Store monitoring", () => {
  it('fits 1280x650 and shows lettered tiles for icons that fail to load', async () => {
    const page = await openHome({ width: 1280, height: 650 }, 'fail');
    await showSection(page);
    await scrollToSection(page);
    await currentRows(page).first().getByTestId('app-icon-fallback').waitFor();
    const box = (await section(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    // Every row stays within its card at the narrower window: nothing overflows sideways.
    const overflow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#monitor [role="row"], #monitor [role="tablist"]')).some(
        (el) => el.scrollWidth > el.clientWidth + 1,
      ),
    );
    expect(overflow).toBe(false);
    await snap(page, 'home-monitor-1280x650');
    await closePage(page);
  });

  it('shows the empty offline tab on a day without offline apps', async () => {
    const db = s.t.handle.db;
    const offlineToday = db.deleteFrom('monitor_events').where('kind', '=', 'offline').where('day', '=', TODAY);
    const removed = await offlineToday.returningAll().execute();
    try {
      const page = await openHome({ width: 1440, height: 900 });
      await section(page).getByTestId('monitor-empty').waitFor();
      expect(await section(page).getByTestId('monitor-empty').innerText()).toBe('截至目前，今日App Store暂无下架应用');
      expect((await tab(page, 'offline').getByTestId('monitor-tab-count').innerText()).replace(/\s/g, '')).toBe('0款');
      await closePage(page);
    } finally {
      const rows = removed.map((r) => ({ ...r, data: JSON.stringify(r.data) }));
      await db.insertInto('monitor_events').values(rows).execute();
    }
    expect(WORLD_NOW.toISOString()).toBe('2026-11-22T10:30:00.000Z');
  });
});
