import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '@bangyan/contract';
import { openAsUser, openPage, serveApp, snap, type Served, closePage } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const api = async (path: string, cookie?: string) =>
  (await s.t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} })).json().data;

describe("Home's apps I follow", () => {
  const demo = "shows a visitor the demo apps in chart mode with the selected app's panel";
  it(`${demo}, and list mode remembered`, async () => {
    const demo = await api('/v1/user/userAppAlmighty?from=index');
    const page = await openPage(s, '/');
    const section = page.getByTestId('home-my-follows');
    await section.getByTestId('follows-note').getByText('以下为演示应用，登录后可关注更多应用').waitFor();
    const slides = section.getByTestId('follow-slide');
    await slides.nth(6).waitFor();
    expect(await slides.count()).toBe(7);
    expect(await section.getByTestId('slide-name').allInnerTexts()).toEqual(
      demo.list.map((a: { trackName: string }) => a.trackName),
    );
    // The hint shows until the first switch, and only while the pointer is on the switch.
    const tip = section.getByTestId('mode-tip');
    await tip.getByText('切换到列表模式').waitFor({ state: 'attached' });
    expect(await tip.isVisible()).toBe(false);
    await section.getByTestId('mode-card').hover();
    await tip.waitFor();
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'hidden' });

    const panel = section.getByTestId('app-panel');
    const first = demo.list[0];
    const detail = await api(`/v1/temple/appDetail?appId=${first.trackId}&market=ios&country=cn`);
    await panel.getByTestId('panel-name').getByText(first.trackName).waitFor();
    expect(await panel.getByTestId('downloads-yesterday').innerText()).toBe(
      formatNumber(detail.downLoadsModule.downloadsYesterday),
    );
    expect(await panel.getByTestId('mini-rank').innerText()).toContain(detail.rankModule.appGenres[0].genreName);
    await panel.getByTestId('mini-chart').first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await snap(page, 'home-follows-demo');

    // Another app: its own panel.
    await slides.nth(2).click();
    await panel.getByTestId('panel-name').getByText(demo.list[2].trackName).waitFor();
    await panel.getByTestId('panel-qr-icon').hover();
    await page.getByTestId('panel-qr').waitFor();

    // List mode: the table with the figures; remembered after a reload.
    await section.getByTestId('mode-list').click();
    const table = section.getByTestId('follow-table');
    await table.getByText(first.trackName).first().waitFor();
    expect(await section.getByTestId('mode-tip').count()).toBe(0);
    await snap(page, 'home-follows-list');
    await page.reload();
    await page.getByTestId('follow-table').getByText(first.trackName).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('listmode'))).toBe('list');

    // Adding needs a login: the login popup.
    await page.getByTestId('follow-add').click();
    await page.getByTestId('login-panel').waitFor();
    await closePage(page);
  });

  it('recommends apps to a new user, follows the ticked ones, manages and links them', async () => {
    const { page, user } = await openAsUser(s, '/', '13600002222');
    const section = page.getByTestId('home-my-follows');
    await section.getByText('暂无关注的应用，为您推荐以下应用').waitFor();
    const recommend = section.getByTestId('follow-recommend');
    await recommend.getByRole('checkbox').nth(9).waitFor();

    // Untick two, follow the other eight.
    await recommend.getByRole('checkbox').nth(0).uncheck();
    await recommend.getByRole('checkbox').nth(1).uncheck();
    await snap(page, 'home-follows-recommend');
    await recommend.getByTestId('follow-picked').click();
    const slides = section.getByTestId('follow-slide');
    await slides.nth(7).waitFor();
    expect(await slides.count()).toBe(8);
    const followed = (await api('/v1/user/userAppAlmighty', user.cookie)).list;
    expect(followed).toHaveLength(8);

    // Manage: drop one, move the last to the front, confirm.
    await section.getByTestId('follow-manage').click();
    const dialog = page.getByTestId('manage-dialog');
    const items = dialog.getByTestId('manage-item');
    await items.nth(7).waitFor();
    await items
      .nth(0)
      .getByRole('button', { name: /取消关注/ })
      .click();
    await items.nth(6).dragTo(items.nth(0));
    await snap(page, 'home-follows-manage');
    await dialog.getByTestId('manage-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await slides.nth(6).waitFor();
    expect(await slides.count()).toBe(7);
    const after = (await api('/v1/user/userAppAlmighty', user.cookie)).list.map((a: { trackId: string }) => a.trackId);
    expect(after).toHaveLength(7);
    expect(after).not.toContain(followed[0].trackId);
    expect(after[0]).toBe(followed[7].trackId);
    expect(await section.getByTestId('slide-name').first().innerText()).toBe(followed[7].trackName);

    // A platform the app has no link on: the apply-to-link-app dialog.
    const panel = section.getByTestId('app-panel');
    await panel.getByTestId('panel-name').waitFor();
    const detail = await api(`/v1/temple/appDetail?appId=${after[0]}&market=ios&country=cn`);
    if (!detail.detailModule.detail.platformList.includes('android')) {
      await panel.getByTestId('panel-platform').getByText('Android').click();
      const link = page.getByTestId('link-app-dialog');
      await link.getByText(detail.detailModule.detail.trackName).waitFor();
      await link.getByTestId('link-url-xiaomi').fill('https://app.mi.com/details?id=com.example.app');
      await snap(page, 'home-follows-link-app');
      await link.getByTestId('link-app-submit').click();
      await page.getByText('提交成功').waitFor();
      const [row] = await s.t.handle.db
        .selectFrom('link_app_requests')
        .selectAll()
        .where('uid', '=', user.uid)
        .execute();
      expect(row?.url_list).toContainEqual({ code: 'xiaomi', url: 'https://app.mi.com/details?id=com.example.app' });
    }
    await closePage(page);
  });

  it('fits a 1280x650 window', async () => {
    const page = await openPage(s, '/', { width: 1280, height: 650 });
    const section = page.getByTestId('home-my-follows');
    await section.getByTestId('follow-slide').nth(6).waitFor();
    await section.scrollIntoViewIfNeeded();
    await section.getByTestId('mini-chart').first().waitFor();
    const box = (await section.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1280);
    await snap(page, 'home-follows-1280');
    await closePage(page);
  });
});
