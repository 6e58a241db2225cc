// What the browser tests of the data pages (rankings, monitors, market pages) do alike: open a
// page from the header's ranking dropdown, pick an option of a select, type a day, pick a storefront.
import type { Locator, Page } from 'playwright-core';

/**
 * Opens a page from the header's ranking dropdown and waits for its address. The panel opens on
 * hover; on a busy machine it can close again while the pointer travels to the link, so a missed
 * click hovers again (three tries). The pointer is then moved away so the panel closes.
 */
export async function fromRankingDropdown(page: Page, label: string, path: string): Promise<void> {
  const link = page.getByTestId('ranking-panel').getByRole('link', { name: label, exact: true });
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Escape');
    await page.mouse.move(720, 880);
    await page.getByTestId('nav-ranking').hover();
    try {
      await link.click({ timeout: 5_000 });
      await page.waitForURL((url) => url.pathname === path, { timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.mouse.move(720, 880);
}

/**
 * Picks an option of an antd select by its name; with `search` the name is typed first (long
 * lists are virtual, so an option far down is not in the page until searched for).
 */
export async function pickOption(
  page: Page,
  name: string,
  {
    testId = 'genre-select',
    within = page,
    search = false,
  }: { testId?: string; within?: Page | Locator; search?: boolean } = {},
): Promise<void> {
  await within.getByTestId(testId).click();
  if (search) await page.keyboard.type(name);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).click();
}

/** Types a day into a date picker (its input carries the test id) and commits it. */
export async function pickDay(within: Page | Locator, day: string, testId = 'day-picker'): Promise<void> {
  const input = within.getByTestId(testId);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/**
 * Picks a storefront in the country picker (spec 2.5). The picker's popover code arrives after the
 * first paint; a click that still finds the panel closed clicks again (three tries).
 */
export async function pickCountry(page: Page, id: string, trigger = 'search-country'): Promise<void> {
  const panel = page.getByTestId('country-picker-panel');
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId(trigger).click();
    try {
      await panel.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  if (id) await panel.getByTestId(`country-${id}`).click();
}
