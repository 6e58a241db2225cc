import {
  ADMIN_TEXTS,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_TEXTS,
  ErrorCode,
  type AdminAdvert,
  type AdminArticle,
  type AdminProduct,
  type AdminInfo,
  type Advert,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { PNG_1PX } from '../../../test/images.ts';

type Page<T> = { total: number; page: number; pageSize: number; list: T[] };
type Answer<T = unknown> = { code: number; msg: string; data: T };

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(testDatabaseKinds())('console content on %s', (kind) => {
  let t: TestApp;
  let editor: string;
  let operator: string;
  let member: string;
  const { get, data } = jsonGetters(() => t.app);
  const post = <T = unknown>(url: string, fields: Record<string, string>, cookie?: string): Promise<Answer<T>> =>
    formPoster(() => t.app)(url, fields, cookie) as Promise<Answer<T>>;
  const audit = () => t.handle.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').execute();
  const popup = () => data<Advert[]>('/v1/public/advert?position=pc_index_dialog');

  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = (await loginTestAdmin(t, 'editor1', 'editor')).cookie;
    operator = (await loginTestAdmin(t, 'operator1', 'operator')).cookie;
    member = (await registerTestUser(t, '13700003001')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives content.edit to the editor and the admin, not the operator', async () => {
    expect((await data<AdminInfo>('/v1/admin/me', editor)).permissions).toContain('content.edit');
    expect((await data<AdminInfo>('/v1/admin/me', operator)).permissions).not.toContain('content.edit');
  });

  it('edits the popup ad: the visitor sees the change at once, and the audit row has before and after', async () => {
    const ads = await data<Page<AdminAdvert>>('/v1/admin/content/adverts/list', editor);
    const current = ads.list.find((a) => a.position === 'pc_index_dialog')!;
    const image = `data:image/png;base64,${PNG_1PX}`;
    const end = iso(48 * HOUR);
    const saved = await post<AdminAdvert>(
      '/v1/admin/content/adverts/update',
      { id: String(current.id), image, url: '/new/ranking/index', end },
      editor,
    );
    expect(saved).toMatchObject({ code: 0, data: { id: current.id, image, url: '/new/ranking/index', end } });
    expect((await popup()).find((a) => a.id === current.id)).toMatchObject({
      img_pc: image,
      url_pc: '/new/ranking/index',
    });
    const [row] = await audit();
    expect(row).toMatchObject({ action: 'content.update', target: `adverts:${current.id}` });
    expect(row!.before).toMatchObject({ url: current.url, end: current.end });
    expect(row!.after).toMatchObject({ url: '/new/ranking/index', end });
    expect(String(row!.after!.image)).toMatch(/^\[image\/png \d+ chars sha256:[0-9a-f]{12}\]$/);

    // Unpublished, it is gone from Home; published again, it is back.
    await post('/v1/admin/content/adverts/update', { id: String(current.id), published: 'false' }, editor);
    expect((await popup()).some((a) => a.id === current.id)).toBe(false);
    await post('/v1/admin/content/adverts/update', { id: String(current.id), published: 'true' }, editor);
    expect((await popup()).some((a) => a.id === current.id)).toBe(true);
  });

  it('refuses an operator, a user session and no session, changing nothing', async () => {
    const before = await audit();
    const ads = await data<Page<AdminAdvert>>('/v1/admin/content/adverts/list', editor);
    const id = String(ads.list[0]!.id);
    const refused = await post('/v1/admin/content/adverts/update', { id, description: '运营改的' }, operator);
    expect(refused).toEqual({
      code: ErrorCode.NO_PERMISSION,
      msg: '没有权限：编辑内容（需要管理员或编辑角色）',
      data: null,
    });
    for (const cookie of [member, undefined]) {
      expect(await post('/v1/admin/content/adverts/delete', { id }, cookie)).toMatchObject({
        code: ErrorCode.NOT_LOGGED_IN,
        msg: ADMIN_TEXTS.notLoggedIn,
      });
      expect((await get('/v1/admin/content/products/list', cookie)).status).toBe(401);
      expect((await post('/v1/admin/content/settings/save', { filing: 'x' }, cookie)).code).toBe(401);
    }
    expect((await get('/v1/admin/content/articles/list', operator)).body.code).toBe(ErrorCode.NO_PERMISSION);
    expect(await data<Page<AdminAdvert>>('/v1/admin/content/adverts/list', editor)).toEqual(ads);
    expect(await audit()).toHaveLength(before.length);
  });

  it.each([
    [{ image: 'data:image/svg+xml;base64,PHN2Zy8+' }, CONTENT_TEXTS.image],
    // PNG declared, JPEG bytes.
    [{ image: 'data:image/png;base64,/9j/4AAQSkZJRg==' }, CONTENT_TEXTS.image],
    // Base64 of no known picture.
    [{ image: 'data:image/png;base64,AAAA' }, CONTENT_TEXTS.image],
    [{ url: 'javascript:alert(1)' }, CONTENT_TEXTS.siteLink],
    [{ start: iso(HOUR), end: iso(-HOUR) }, CONTENT_TEXTS.timeOrder],
    [{ end: 'tomorrow' }, CONTENT_TEXTS.time],
    [{ published: 'yes' }, CONTENT_TEXTS.published],
  ])('refuses an advert with %o in Chinese, changing nothing', async (fields, msg) => {
    const before = await data<Page<AdminAdvert>>('/v1/admin/content/adverts/list', editor);
    const id = String(before.list[0]!.id);
    const answer = await post('/v1/admin/content/adverts/update', { id, ...fields }, editor);
    expect(answer).toEqual({ code: 400, msg, data: null });
    expect(await data<Page<AdminAdvert>>('/v1/admin/content/adverts/list', editor)).toEqual(before);
  });

  it('refuses an image over the size limit and an unknown id', async () => {
    const big = Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1);
    Buffer.from(PNG_1PX, 'base64').copy(big);
    const answer = await post(
      '/v1/admin/content/businessCards/create',
      { name: '大图', img: `data:image/png;base64,${big.toString('base64')}` },
      editor,
    );
    expect(answer).toMatchObject({ code: 400, msg: CONTENT_TEXTS.imageTooLarge });
    const missing = await post('/v1/admin/content/partners/update', { id: '99999', name: '无' }, editor);
    expect(missing).toMatchObject({ code: 400, msg: CONTENT_TEXTS.missing });
  });

  it('shows a product only with its link: the matrix and the games site follow the editor', async () => {
    expect(await data('/v1/temple/products')).toEqual({ matrix: [], games: null });
    const all = await data<Page<AdminProduct>>('/v1/admin/content/products/list', editor);
    expect(all.list.every((p) => p.url === '')).toBe(true);
    const first = all.list.find((p) => p.placement === 'matrix')!;
    const games = all.list.find((p) => p.placement === 'games')!;
    const url = 'https://insight.example.com/';
    await post('/v1/admin/content/products/update', { id: String(first.id), url }, editor);
    await post('/v1/admin/content/products/update', { id: String(games.id), url: 'https://game.example.com' }, editor);
    expect(await data('/v1/temple/products')).toEqual({
      matrix: [{ id: first.id, name: first.name, desc: first.description, url, features: [] }],
      games: {
        id: games.id,
        name: games.name,
        desc: games.description,
        url: 'https://game.example.com',
        // As migration 0047 seeded them: what the upgrade dialog used to say.
        features: [
          { title: '直播与短视频推广榜', text: expect.stringContaining('小风车') as string },
          { title: '游戏达人库', text: expect.any(String) as string },
          { title: '买量素材洞察', text: expect.any(String) as string },
        ],
      },
    });
    // The games site's features follow the editor; a line without its "：", or a fourth line, is refused.
    const features = '赛事数据：电竞赛事与主播热度\n新游预约榜: 预约量与上线日程';
    await post('/v1/admin/content/products/update', { id: String(games.id), features }, editor);
    expect((await data<{ games: { features: unknown } }>('/v1/temple/products')).games.features).toEqual([
      { title: '赛事数据', text: '电竞赛事与主播热度' },
      { title: '新游预约榜', text: '预约量与上线日程' },
    ]);
    for (const bad of ['没有冒号的一行', 'a：1\nb：2\nc：3\nd：4', `${'长'.repeat(13)}：说明`]) {
      expect(await post('/v1/admin/content/products/update', { id: String(games.id), features: bad }, editor)).toEqual({
        code: 400,
        msg: CONTENT_TEXTS.features,
        data: null,
      });
    }
    const second = await post(
      '/v1/admin/content/products/create',
      { placement: 'games', name: '第二个游戏站' },
      editor,
    );
    expect(second).toMatchObject({ code: 400, msg: CONTENT_TEXTS.oneGamesSite });
    expect(
      await post('/v1/admin/content/products/update', { id: String(first.id), url: 'ftp://x' }, editor),
    ).toMatchObject({ code: 400, msg: CONTENT_TEXTS.link });
    await post('/v1/admin/content/products/update', { id: String(first.id), url: '' }, editor);
    await post('/v1/admin/content/products/update', { id: String(games.id), url: '' }, editor);
    expect(await data('/v1/temple/products')).toEqual({ matrix: [], games: null });
  });

  it('writes, schedules, publishes and unpublishes an article; its page follows', async () => {
    const created = await post<AdminArticle>(
      '/v1/admin/content/articles/create',
      {
        title: '控制台写的文章',
        excerpt: '摘要',
        category: 'ASO',
        thumbnail: `data:image/png;base64,${PNG_1PX}`,
        body: '## 小标题\n\n正文 **加粗**',
        publishedAt: iso(24 * HOUR),
      },
      editor,
    );
    expect(created.code).toBe(0);
    const id = created.data.id;
    expect(created.data).toMatchObject({ url: `/blog/${id}.html`, published: true, category: 'ASO' });
    // Scheduled for tomorrow: not yet on the blog.
    expect((await get(`/v1/blog/article?id=${id}`)).body.code).toBe(ErrorCode.NOT_FOUND);
    await post('/v1/admin/content/articles/update', { id: String(id), publishedAt: iso(-HOUR) }, editor);
    const page = await data<{ article: { title: string; body: string } }>(`/v1/blog/article?id=${id}`);
    expect(page.article).toMatchObject({ title: '控制台写的文章', body: '## 小标题\n\n正文 **加粗**' });
    await post('/v1/admin/content/articles/update', { id: String(id), published: 'false' }, editor);
    expect((await get(`/v1/blog/article?id=${id}`)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect(await post('/v1/admin/content/articles/create', { title: '', publishedAt: iso(0) }, editor)).toMatchObject({
      code: 400,
      msg: CONTENT_TEXTS.title(200),
    });
    await post('/v1/admin/content/articles/delete', { id: String(id) }, editor);
    expect((await audit())[0]).toMatchObject({ action: 'content.delete', target: `articles:${id}`, after: null });
  });

  it('adds a 运营圈 post under the next id, shown once its time comes', async () => {
    const created = await post<{ id: number }>(
      '/v1/admin/content/posts/create',
      { title: '新帖子', author: '编辑部', body: '内容', addTime: iso(-HOUR) },
      editor,
    );
    expect(created.code).toBe(0);
    const post1 = await data<{ title: string; author: string }>(`/v1/yunyingquan/post?id=${created.data.id}`);
    expect(post1).toMatchObject({ title: '新帖子', author: '编辑部' });
    await post('/v1/admin/content/posts/update', { id: String(created.data.id), addTime: iso(HOUR) }, editor);
    expect((await get(`/v1/yunyingquan/post?id=${created.data.id}`)).body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('keeps the filing notice and announcements, and audits them', async () => {
    const saved = await post('/v1/admin/content/settings/save', { filing: '京ICP备00000000号-1' }, editor);
    expect(saved).toMatchObject({ code: 0, data: { filing: '京ICP备00000000号-1', license: '' } });
    expect(await data('/v1/temple/siteSettings')).toEqual({ filing: '京ICP备00000000号-1', license: '' });
    expect((await audit())[0]).toMatchObject({
      action: 'content.settings',
      before: { filing: '' },
      after: { filing: '京ICP备00000000号-1' },
    });
    expect(await post('/v1/admin/content/settings/save', { license: 'x'.repeat(201) }, editor)).toMatchObject({
      code: 400,
      msg: CONTENT_TEXTS.settingTooLong,
    });

    const made = await post<{ id: number; updatedAt: string }>(
      '/v1/admin/content/announcements/create',
      { content: '系统将于今晚升级，详见[更新日志](/user/updateLog)', start: iso(-HOUR), end: iso(HOUR) },
      editor,
    );
    expect(made.code).toBe(0);
    const running = await data<{ id: number; version: number }[]>('/v1/public/announcements');
    expect(running).toEqual([
      {
        id: made.data.id,
        content: '系统将于今晚升级，详见[更新日志](/user/updateLog)',
        version: Date.parse(made.data.updatedAt),
      },
    ]);
    const wrong = await post(
      '/v1/admin/content/announcements/update',
      { id: String(made.data.id), end: iso(-2 * HOUR) },
      editor,
    );
    expect(wrong).toMatchObject({ code: 400, msg: CONTENT_TEXTS.timeOrder });
    await post('/v1/admin/content/announcements/update', { id: String(made.data.id), content: '改过的公告' }, editor);
    const [edited] = await data<{ content: string; version: number }[]>('/v1/public/announcements');
    expect(edited!.content).toBe('改过的公告');
    expect(edited!.version).toBeGreaterThan(running[0]!.version);
  });

  it('uploads a contact card QR code that the footer list shows', async () => {
    const cards = await data<Page<{ id: number; name: string; img: string }>>(
      '/v1/admin/content/businessCards/list',
      editor,
    );
    expect(cards.list.every((c) => c.img === '')).toBe(true);
    const card = cards.list.find((c) => c.name === '国内商务合作')!;
    const img = `data:image/png;base64,${PNG_1PX}`;
    await post('/v1/admin/content/businessCards/update', { id: String(card.id), img }, editor);
    const listed = await data<{ name: string; img: string }[]>('/v1/temple/cooperateList');
    expect(listed.find((c) => c.name === '国内商务合作')!.img).toBe(img);
  });

  it('puts a game on the live board and a creator promoting it', async () => {
    const game = await post(
      '/v1/admin/content/games/create',
      {
        uniqueId: 'console-game-1',
        trackName: '控制台游戏',
        artworkUrl: `data:image/png;base64,${PNG_1PX}`,
        genreId: '7001',
        onLive: 'true',
        liveWindmillNum: '99999',
        liveHandleNum: '1',
        liveAuthorNum: '5',
      },
      editor,
    );
    expect(game).toMatchObject({ code: 0, data: { id: 'console-game-1', onLive: true, onVideo: false } });
    const live = await data<{ unique_id: string }[]>('/v1/index/topLiveApps?top=1');
    expect(live[0]!.unique_id).toBe('console-game-1');
    const talent = await post(
      '/v1/admin/content/talents/create',
      {
        authorId: 'console-author',
        nickname: '控制台达人',
        avatar: `data:image/png;base64,${PNG_1PX}`,
        followerCount: '100',
        genreId: '7001',
        games: 'console-game-1,no-such-game',
      },
      editor,
    );
    expect(talent).toMatchObject({ code: 400, msg: CONTENT_TEXTS.gameIds });
    expect(await t.handle.db.selectFrom('promo_talents').where('author_id', '=', 'console-author').execute()).toEqual(
      [],
    );
    await post('/v1/admin/content/games/update', { id: 'console-game-1', onLive: 'false' }, editor);
    expect((await data<{ unique_id: string }[]>('/v1/index/topLiveApps?top=20')).map((g) => g.unique_id)).not.toContain(
      'console-game-1',
    );
  });

  it('refuses a release note version already used', async () => {
    const notes = await data<Page<{ version: string }>>('/v1/admin/content/releaseNotes/list', editor);
    const again = await post(
      '/v1/admin/content/releaseNotes/create',
      { version: notes.list[0]!.version, releasedOn: '2026-11-27', title: '重复' },
      editor,
    );
    expect(again).toMatchObject({ code: 400, msg: CONTENT_TEXTS.versionUsed });
    const badDay = await post(
      '/v1/admin/content/releaseNotes/create',
      { version: 'V9.9.9', releasedOn: '2026-02-30', title: '日期错' },
      editor,
    );
    expect(badDay).toMatchObject({ code: 400, msg: CONTENT_TEXTS.date });
  });
});
