/** The shorter lists the console's 内容 edits: testimonials, partners, contact cards, links, creators, release notes. */
import { GENRES, type ContentKind, type PageContentKind } from '@bangyan/contract';
import { dayjs } from '../../../lib/dayjs.ts';
import { imageColumn, linkColumn, textColumn } from './columns.tsx';
import type { FieldSpec, KindSpec } from './fields.ts';

export const sort: FieldSpec = { name: 'sort', label: '排序（小的在前）', type: 'number' };
export const published: FieldSpec = { name: 'published', label: '发布', type: 'switch' };
export const GENRE_OPTIONS = GENRES.filter((g) => g.id !== 0).map((g) => ({ value: g.id, label: g.name }));

type ListKind = Exclude<
  ContentKind,
  'adverts' | 'articles' | 'posts' | 'announcements' | 'products' | 'games' | PageContentKind
>;

export const LIST_KIND_SPECS: Record<ListKind, KindSpec> = {
  testimonials: {
    note: '首页“行业大咖说”。',
    publishable: true,
    blank: () => ({ sort: 0, published: true }),
    fields: [
      { name: 'name', label: '姓名', type: 'text', max: 50, required: true },
      { name: 'title', label: '职位', type: 'text', max: 50 },
      { name: 'company', label: '公司', type: 'text', max: 50 },
      { name: 'quote', label: '评价', type: 'textarea', max: 300, required: true },
      { name: 'avatar', label: '头像', type: 'image', required: true },
      sort,
      published,
    ],
    columns: [imageColumn('avatar', '头像'), textColumn('name', '姓名', 110), textColumn('quote', '评价')],
  },
  partners: {
    note: '首页合作伙伴的标志与链接。',
    publishable: true,
    blank: () => ({ sort: 0, published: true }),
    fields: [
      { name: 'name', label: '名称', type: 'text', max: 50, required: true },
      { name: 'logo', label: '标志', type: 'image', required: true },
      { name: 'url', label: '链接', type: 'text', max: 500, help: 'https:// 开头；可留空' },
      sort,
      published,
    ],
    columns: [imageColumn('logo', '标志'), textColumn('name', '名称', 160), linkColumn('url', '链接')],
  },
  businessCards: {
    note: '页脚“联系我们”、侧边栏与 VIP 弹窗的联系卡片；“国内商务合作”的二维码用于 VIP 弹窗。未上传二维码时只显示文字。',
    publishable: true,
    blank: () => ({ sort: 0, published: true }),
    fields: [
      { name: 'name', label: '名称', type: 'text', max: 50, required: true },
      { name: 'description', label: '说明', type: 'text', max: 100 },
      { name: 'img', label: '二维码', type: 'image' },
      sort,
      published,
    ],
    columns: [imageColumn('img', '二维码'), textColumn('name', '名称', 140), textColumn('description', '说明')],
  },
  friendLinks: {
    note: '页脚的友情链接。',
    publishable: true,
    blank: () => ({ sort: 0, published: true }),
    fields: [
      { name: 'name', label: '名称', type: 'text', max: 50, required: true },
      { name: 'url', label: '链接', type: 'text', max: 500, required: true },
      sort,
      published,
    ],
    columns: [textColumn('name', '名称', 180), linkColumn('url', '链接')],
  },
  talents: {
    note: '首页达人榜：按粉丝数排序，推广游戏填写“推广游戏”中的游戏ID。',
    blank: () => ({ genreId: 7001, games: [] }),
    fields: [
      { name: 'authorId', label: '达人ID', type: 'text', max: 64, required: true },
      { name: 'nickname', label: '昵称', type: 'text', max: 50, required: true },
      { name: 'avatar', label: '头像', type: 'image', required: true },
      { name: 'followerCount', label: '粉丝数', type: 'number', required: true },
      { name: 'genreId', label: '擅长分类', type: 'select', required: true, options: GENRE_OPTIONS },
      { name: 'games', label: '推广游戏（游戏ID，回车分隔）', type: 'list' },
    ],
    columns: [
      imageColumn('avatar', '头像'),
      textColumn('nickname', '昵称'),
      { title: '粉丝数', key: 'followerCount', width: 110, render: (_, r) => String(r.followerCount) },
    ],
  },
  releaseNotes: {
    note: '账号中心“更新日志”；每行一条更新内容。',
    publishable: true,
    blank: () => ({ releasedOn: dayjs().format('YYYY-MM-DD'), published: true }),
    fields: [
      { name: 'version', label: '版本号', type: 'text', max: 30, required: true },
      { name: 'releasedOn', label: '发布日期', type: 'date', required: true },
      { name: 'title', label: '标题', type: 'text', max: 100, required: true },
      { name: 'items', label: '更新内容（每行一条）', type: 'textarea', max: 5000 },
      published,
    ],
    columns: [textColumn('version', '版本', 100), textColumn('releasedOn', '日期', 120), textColumn('title', '标题')],
  },
};
