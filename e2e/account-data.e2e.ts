import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '@bangyan/contract';
import { roundTo } from '@bangyan/contract/xlsx';
import { readXlsx } from '@bangyan/contract/xlsx/read';
import { hotKeywords } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { form, FORM_HEADERS } from '../apps/server/test/app.ts';
import { clickUserMenuItem, openHoverMenu } from './accounts.ts';
import { pickOption } from './dataPages.ts';
import { openAsUser, openPage, serveApp, snap, type Served } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const api = async (path: string, cookie: string) =>
  (await s.t.app.inject({ method: 'GET', url: path, headers: { cookie } })).json().data;
/** A form POST as the page sends it; the envelope's code. */
const post = async (url: string, body: Record<string, string>, cookie: string) =>
  (await s.t.app.inject({ method: 'POST', url, headers: { ...FORM_HEADERS, cookie }, payload: form(body) })).json()
    .code;

describe('the account centre', () => {
  it('sends a visitor to login and back', async () => {
    const page = await openPage(s, '/user/apps');
    await page.getByTestId('login-panel').waitFor();
    expect(new URL(page.url()).pathname).toBe('/new/user/login');
    expect(new URL(page.url()).searchParams.get('referer')).toBe('/user/apps');
  });

  it("lists a user's follows with their figures, groups them, filters, unfollows and exports", async () => {
    const { page, user } = await openAsUser(s, '/', '13700003001');
    // Three apps of the free chart, followed as the add dialog does.
    const chart = await api('/v1/temple/bangRanking?genre=36&top=10', user.cookie);
    const picked = chart.list.free.list.slice(0, 3) as { appId: string; trackName: string }[];
    const list = JSON.stringify(picked.map((a) => ({ appId: a.appId, market: 'ios', country: 'cn' })));
    expect(await post('/v1/user/followAppAlmightyBatch', { isFollow: '1', list }, user.cookie)).toBe(0);

    // The header's My Follows → 查看全部 opens the account centre's list.
    await openHoverMenu(page, 'my-follows', page.getByTestId('my-follows-all'));
    await page.getByTestId('my-follows-all').click();
    const table = page.getByTestId('account-follows');
    await table.getByText(picked[0]!.trackName).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/apps');
    expect(await page.getByTestId('follow-quota').innerText()).toBe('已关注 3/20');
    const deep = (await api('/v1/user/userAppAlmightyDeep?page=1&pageSize=100', user.cookie)).list;
    const firstRow = table.locator('tbody tr.ant-table-row').first();
    expect(await firstRow.innerText()).toContain(formatNumber(deep[0].yesterdayDownloads));

    // A group of two, made in the dialog, filled by the bulk action.
    await page.getByTestId('manage-groups').click();
    await page.getByTestId('group-new-name').fill('竞品');
    await page.getByTestId('group-create').click();
    await page.getByTestId('group-row').waitFor();
    await page.keyboard.press('Escape');
    const rows = table.locator('tbody tr.ant-table-row');
    await rows.nth(0).locator('.ant-checkbox-input').check();
    await rows.nth(1).locator('.ant-checkbox-input').check();
    await page.getByTestId('bulk-bar').getByText('已选 2 个应用').waitFor();
    await page.getByTestId('bulk-bar').getByText('移动到分组').click();
    await page.locator('.ant-dropdown-menu-item').getByText('竞品').click();
    const filter = page.getByTestId('group-filter');
    await filter.getByText('竞品 2').click();
    await expect.poll(() => rows.count()).toBe(2);
    await snap(page, 'account-follows-group');
    const groups = (await api('/v1/user/followGroups', user.cookie)).list;
    expect(groups).toEqual([
      {
        groupId: groups[0].groupId,
        name: '竞品',
        followIds: deep.slice(0, 2).map((a: { followId: number }) => a.followId),
      },
    ]);

    // The search narrows the list; the export holds what is shown.
    await filter.getByText('全部 3').click();
    await page.getByPlaceholder('搜索应用名称或开发者').fill(picked[2]!.trackName);
    await expect.poll(() => rows.count()).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByTestId('follows-export').click();
    // An XLSX (a zip archive) named by what it holds and the day, Chinese headings, the rating rounded to one decimal.
    expect((await download).suggestedFilename()).toMatch(/^我的关注-\d{8}\.xlsx$/);
    const file = readFileSync(await (await download).path());
    expect([...file.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const [sheet] = readXlsx(file);
    const header = sheet!.rows[0]!;
    expect(header.slice(0, 5)).toEqual(['应用ID', '应用名称', '开发者', '平台', '分组']);
    expect(sheet!.rows).toHaveLength(2);
    const cell = (title: string) => sheet!.rows[1]![header.indexOf(title)];
    expect(cell('应用名称')).toBe(picked[2]!.trackName);
    expect(cell('分组')).toBe('未分组');
    const shown = deep.find((a: { trackId: string }) => a.trackId === picked[2]!.appId);
    expect(shown.averageUserRating).not.toBeNull();
    expect(cell('评分')).toBe(String(roundTo(shown.averageUserRating, 1)));
    expect(cell('评分')).toMatch(/^\d(\.\d)?$/);
    await page.getByPlaceholder('搜索应用名称或开发者').fill('');

    // Alerts on one app: four kinds, the rank kind's top 3, pushed by email and WeChat only; saved, shown in its row
    // and on the server, and again in the dialog.
    const openAlerts = async () => {
      await rows.nth(1).getByTestId('row-actions').click();
      await page
        .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')
        .getByText('提醒设置')
        .click();
      return page.getByTestId('alert-kinds');
    };
    const kinds = await openAlerts();
    await kinds.getByText('应用下架').click();
    await kinds.getByText('被清榜').click();
    await kinds.getByText('版本更新').click();
    await kinds.getByText('排名进出前 10 名').click();
    await pickOption(page, '前 3 名', { testId: 'alert-rank-top' });
    await kinds.getByText('排名进出前 3 名').waitFor();
    await page.getByTestId('alert-channels').getByText('Webhook / 群机器人').click();
    await snap(page, 'account-follows-alert-dialog');
    await page.locator('.ant-modal').getByRole('button', { name: '保存' }).click();
    await rows.nth(1).getByText('4项').waitFor();
    expect((await api('/v1/user/appAlertRules', user.cookie)).list).toEqual([
      {
        appId: deep[1].trackId,
        market: 'ios',
        country: 'cn',
        kinds: ['offline', 'clear-chart', 'version', 'rank'],
        channels: ['email', 'wechat'],
        rankTop: 3,
      },
    ]);
    const again = await openAlerts();
    await again.getByText('排名进出前 3 名').waitFor();
    expect(await again.locator('.ant-checkbox-wrapper-checked').count()).toBe(4);
    const channels = page.getByTestId('alert-channels').locator('.ant-checkbox-wrapper-checked');
    expect(await channels.allInnerTexts()).toEqual(['邮件', '微信公众号']);
    await page.locator('.ant-modal').getByRole('button', { name: '取消' }).click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });

    // Unfollow one after confirming: gone here and on the server.
    await rows.nth(0).getByTestId('row-actions').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').getByText('取消关注').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '取消关注' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByTestId('follow-quota').getByText('已关注 2/20').waitFor();
    const left = (await api('/v1/user/userAppAlmighty', user.cookie)).list.map((a: { trackId: string }) => a.trackId);
    expect(left).toEqual(picked.slice(1).map((a) => a.appId));
    await snap(page, 'account-follows');

    // The side menu goes to the orders.
    await page.getByRole('link', { name: '我的订单' }).click();
    await page.getByTestId('account-orders').getByText('暂无订单').waitFor();
  });

  it('lists the saved keywords with their figures; saving and removing agree with the keyword page', async () => {
    const [first, second] = (await hotKeywords(s.t.handle.db, { country: 'cn', at: WORLD_NOW, limit: 2 })).map(
      (k) => k.term,
    );
    const { page, user } = await openAsUser(
      s,
      `/new/search/index?${new URLSearchParams({ keyword: first!, country: 'cn' })}`,
      '13700003002',
    );
    // Saved on the keyword page, as a person does.
    await page.getByTestId('save-keyword').click();
    await page.getByText('已保存（1/50）').waitFor();

    // The avatar menu leads to the account centre's page.
    await clickUserMenuItem(page, 'account-link:/user/keywords', page.getByTestId('account-keywords'));
    const table = page.getByTestId('saved-keywords');
    await table.getByRole('link', { name: first!, exact: true }).waitFor();
    const deep = await api('/v1/user/userKeywordDeep', user.cookie);
    const row = table.locator('tbody tr.ant-table-row').first();
    expect(await row.innerText()).toContain(formatNumber(deep.list[0].heat));
    expect(await row.innerText()).toContain(deep.list[0].topApps[0].trackName);

    // Another saved here; the first removed after confirming.
    await page.getByTestId('keyword-add').locator('input').fill(second!);
    await page.getByTestId('keyword-add').getByRole('button', { name: '保存' }).click();
    await table.getByRole('link', { name: second!, exact: true }).waitFor();
    await page.getByTestId('keyword-quota').getByText('已保存 2/50').waitFor();
    await snap(page, 'account-keywords');
    const rows = table.locator('tbody tr.ant-table-row');
    await rows
      .filter({ has: page.getByRole('link', { name: first!, exact: true }) })
      .getByRole('button', { name: '移除' })
      .click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '移除' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect((await api('/v1/user/userKeywordAll', user.cookie)).list.map((k: { keyword: string }) => k.keyword)).toEqual(
      [second],
    );

    // The keyword page agrees: the first is no longer saved.
    await row.getByRole('link', { name: second!, exact: true }).click();
    await page.getByTestId('save-keyword').getByText('已保存').waitFor();
    await page.goBack();
    await page.goto(`${s.baseUrl}/new/search/index?${new URLSearchParams({ keyword: first!, country: 'cn' })}`);
    await page.getByTestId('save-keyword').getByText('保存关键词').waitFor();
  });

  it('lists the keyword monitors and alert rules; unsubscribes and deletes an app alert after confirming', async () => {
    const [word] = (await hotKeywords(s.t.handle.db, { country: 'cn', at: WORLD_NOW, limit: 1 })).map((k) => k.term);
    const { page, user } = await openAsUser(s, '/', '13700003003');
    const query = new URLSearchParams({ keyword: word!, country: 'cn', isMonitor: '1' });
    expect((await api(`/v1/apps/subscribeKeyword?${query}`, user.cookie)).isMonitor).toBe(true);
    // An alert rule on a followed app, and a keyword alert rule on an app watched but not followed, as the dialogs save.
    const chart = await api('/v1/temple/bangRanking?genre=36&top=10', user.cookie);
    const [followed, watched] = chart.list.free.list as { appId: string; trackName: string }[];
    const follows = JSON.stringify([{ appId: followed!.appId, market: 'ios', country: 'cn' }]);
    expect(await post('/v1/user/followAppAlmightyBatch', { isFollow: '1', list: follows }, user.cookie)).toBe(0);
    const appRule = { appId: followed!.appId, market: 'ios', country: 'cn', kinds: 'offline,rank', rankTop: '3' };
    expect(await post('/v1/user/appAlertRuleSave', { ...appRule, channels: 'email' }, user.cookie)).toBe(0);
    const watch = { appId: watched!.appId, country: 'cn', keyword: word!, isMonitor: '1' };
    expect(await post('/v1/apps/userKeywordsMonitorChange', watch, user.cookie)).toBe(0);
    const keywordRule = { appId: watched!.appId, country: 'cn', minChange: '5', top10Exit: '1', channels: 'webhook' };
    expect(await post('/v1/user/appKeywordAlertRuleSave', keywordRule, user.cookie)).toBe(0);

    await clickUserMenuItem(page, 'account-link:/user/wechatMonitor', page.getByTestId('account-monitors'));
    const list = page.getByTestId('monitor-list');
    await list.getByRole('link', { name: word!, exact: true }).waitFor();
    await page.getByTestId('monitor-quota').getByText('已订阅 1/20').waitFor();

    // 应用提醒: the followed app by name, its kinds (the rank kind with its N) and channel.
    const appAlerts = page.getByTestId('app-alert-rules-list');
    const appRows = appAlerts.locator('tbody tr.ant-table-row');
    await appRows.getByRole('link', { name: followed!.trackName, exact: true }).waitFor();
    const appRow = await appRows.innerText();
    for (const text of ['应用下架', '排名进出前 3 名', '邮件']) expect(appRow).toContain(text);
    // 关键词提醒: the app not followed by its id, leading to its keyword monitor; the rule's parts and channel.
    const keywordRows = page.getByTestId('keyword-alert-rules-list').locator('tbody tr.ant-table-row');
    const keywordRow = await keywordRows.innerText();
    for (const text of ['排名变化≥5名', '跌出前10', 'Webhook / 群机器人']) expect(keywordRow).toContain(text);
    const monitorLink = keywordRows.getByRole('link', { name: watched!.appId, exact: true });
    expect(await monitorLink.getAttribute('href')).toBe(`/new/apps/keywordsmonitor?appId=${watched!.appId}&country=cn`);
    await page.mouse.move(0, 0);
    await snap(page, 'account-monitors', true);
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'account-monitors-390', true);
    await page.setViewportSize({ width: 1440, height: 900 });

    // 修改 opens 我的关注's dialog with the rule; 删除 after confirming: gone here and on the server.
    await appRows.getByRole('button', { name: '修改' }).click();
    await page.getByTestId('alert-kinds').getByText('排名进出前 3 名').waitFor();
    expect(await page.getByTestId('alert-kinds').locator('.ant-checkbox-wrapper-checked').count()).toBe(2);
    await page.locator('.ant-modal').getByRole('button', { name: '取消' }).click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });
    await appRows.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
    await page.getByText('已删除应用提醒').waitFor();
    await appAlerts.getByText('还没有应用提醒').waitFor();
    expect(await appAlerts.getByRole('link', { name: '我的关注', exact: true }).getAttribute('href')).toBe(
      '/user/apps',
    );
    await page.mouse.move(0, 0);
    await snap(page, 'account-monitors-alert-deleted');
    expect((await api('/v1/user/appAlertRules', user.cookie)).list).toEqual([]);
    expect(await keywordRows.count()).toBe(1);
    await list.getByRole('link', { name: '监控详情' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/subscribedetail');
    await page.goBack();
    await list.getByRole('button', { name: '取消订阅' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '取消订阅' }).click();
    await list.getByText('还没有订阅关键词').waitFor();
    expect((await api('/v1/apps/subscribeKeywordList', user.cookie)).list).toEqual([]);
  });

  it("shows each app's watched keywords with the app's rank, and leads to the app's keyword monitor", async () => {
    const { page, user } = await openAsUser(s, '/', '13700003004');
    const chart = await api('/v1/temple/bangRanking?genre=36&top=10', user.cookie);
    const app = chart.list.free.list[0] as { appId: string; trackName: string };
    const [first, second] = (await hotKeywords(s.t.handle.db, { country: 'cn', at: WORLD_NOW, limit: 2 })).map(
      (k) => k.term,
    );
    for (const keyword of [first!, second!]) {
      const body = { appId: app.appId, country: 'cn', keyword, isMonitor: '1' };
      expect(await post('/v1/apps/userKeywordsMonitorChange', body, user.cookie)).toBe(0);
    }
    await clickUserMenuItem(page, 'account-link:/user/appKeywords', page.getByTestId('account-app-keywords'));
    const block = page.getByTestId('watched-app');
    await block.getByText(app.trackName).first().waitFor();
    const watched = (await api(`/v1/apps/userKeywordsMonitor?appId=${app.appId}&country=cn`, user.cookie)).list;
    const rows = block.locator('tbody tr.ant-table-row');
    expect(await rows.count()).toBe(2);
    for (const [i, k] of watched.entries()) {
      const text = await rows.nth(i).innerText();
      expect(text).toContain(k.keyword);
      expect(text).toContain(k.rank === null ? '-' : String(k.rank));
    }
    await page.mouse.move(0, 0);
    await snap(page, 'account-app-keywords');

    // 关键词提醒: moves of 5 places or more and leaving the top 10, pushed by email and webhook only.
    await block.getByTestId('keyword-alert').getByText('关键词提醒：未开启').click();
    await pickOption(page, '5 名及以上', { testId: 'keyword-alert-change' });
    await page.getByTestId('keyword-alert-top10').click();
    await page.getByTestId('alert-channels').getByText('微信公众号').click();
    await snap(page, 'account-app-keywords-alert-dialog');
    await page.locator('.ant-modal').getByRole('button', { name: '保存' }).click();
    await block.getByTestId('keyword-alert').getByText('关键词提醒：排名变化≥5名、跌出前10').waitFor();
    expect((await api('/v1/user/appKeywordAlertRules', user.cookie)).list).toEqual([
      { appId: app.appId, country: 'cn', minChange: 5, top10Exit: true, channels: ['email', 'webhook'] },
    ]);
    await page.mouse.move(0, 0);
    await snap(page, 'account-app-keywords-alert-on');
    await block.getByRole('link', { name: '管理关键词' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/keywordsmonitor');
  });
});
