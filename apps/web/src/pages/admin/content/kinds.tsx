/** What the console's 内容 edits of each kind: its form's fields and its table's columns. */
import {
  ADVERT_POSITION_LABELS,
  ADVERT_POSITIONS,
  ANNOUNCEMENT_MAX,
  ARTICLE_BODY_MAX,
  PRODUCT_FEATURES_MAX,
  PRODUCT_PLACEMENT_LABELS,
  PRODUCT_PLACEMENTS,
  type ContentKind,
} from '@bangyan/contract';
import { dayjs } from '../../../lib/dayjs.ts';
import { fromState, imageColumn, linkColumn, runState, textColumn, timeColumn, titleLinkColumn } from './columns.tsx';
import type { KindSpec } from './fields.ts';
import { GENRE_OPTIONS, LIST_KIND_SPECS, published, sort } from './kindsLists.tsx';
import { PAGE_KIND_SPECS } from './kindsPages.tsx';

const now = () => new Date().toISOString();
const inDays = (days: number) => dayjs().add(days, 'day').toISOString();
const label = (labels: Record<string, string>) => (value: unknown) => labels[String(value)] ?? String(value);

export const KIND_SPECS: Record<ContentKind, KindSpec> = {
  adverts: {
    note: '首页弹窗广告与轮播广告；开始与结束时间即排期，到期自动下线。',
    publishable: true,
    schedule: runState('start', 'end'),
    blank: () => ({ position: ADVERT_POSITIONS[0], start: now(), end: inDays(30), sort: 0, published: true }),
    fields: [
      {
        name: 'position',
        label: '广告位',
        type: 'select',
        required: true,
        options: ADVERT_POSITIONS.map((p) => ({ value: p, label: ADVERT_POSITION_LABELS[p] })),
      },
      { name: 'image', label: '图片', type: 'image', required: true },
      { name: 'url', label: '链接', type: 'text', max: 500, help: '本站路径（如 /new/ranking/index）或 https:// 地址' },
      { name: 'description', label: '文字说明', type: 'text', max: 200 },
      { name: 'start', label: '开始时间', type: 'time', required: true },
      { name: 'end', label: '结束时间', type: 'time', required: true },
      sort,
      published,
    ],
    columns: [
      { title: '广告位', key: 'position', width: 120, render: (_, r) => label(ADVERT_POSITION_LABELS)(r.position) },
      imageColumn('image', '图片'),
      linkColumn('url', '链接'),
      timeColumn('start', '开始'),
      timeColumn('end', '结束'),
    ],
  },
  articles: {
    note: '运营博客的文章，正文为 Markdown；发布时间在未来即定时发布。',
    publishable: true,
    schedule: fromState('publishedAt'),
    blank: () => ({ publishedAt: now(), published: true, body: '' }),
    fields: [
      { name: 'title', label: '标题', type: 'text', max: 200, required: true },
      { name: 'excerpt', label: '摘要', type: 'textarea', max: 500 },
      { name: 'category', label: '分类', type: 'text', max: 20, help: '博客的分类标签；留空则只在“全部”下' },
      { name: 'thumbnail', label: '封面图', type: 'image', required: true },
      { name: 'body', label: '正文', type: 'markdown', max: ARTICLE_BODY_MAX },
      { name: 'publishedAt', label: '发布时间', type: 'time', required: true },
      published,
    ],
    columns: [
      imageColumn('thumbnail', '封面'),
      titleLinkColumn((r) => String(r.url)),
      textColumn('category', '分类', 100),
      timeColumn('publishedAt', '发布时间'),
    ],
  },
  posts: {
    note: '运营圈的帖子，正文为 Markdown；时间在未来即定时发布。',
    publishable: true,
    schedule: fromState('addTime'),
    blank: () => ({ addTime: now(), published: true, body: '' }),
    fields: [
      { name: 'title', label: '标题', type: 'text', max: 200, required: true },
      { name: 'author', label: '作者', type: 'text', max: 50 },
      { name: 'body', label: '正文', type: 'markdown', max: ARTICLE_BODY_MAX },
      { name: 'addTime', label: '发布时间', type: 'time', required: true },
      published,
    ],
    columns: [
      titleLinkColumn((r) => `/yunyingquan/${r.id}.html`),
      textColumn('author', '作者', 110),
      { title: '浏览', key: 'viewCounts', width: 80, render: (_, r) => String(r.viewCounts) },
      timeColumn('addTime', '发布时间'),
    ],
  },
  announcements: {
    note: '显示在每个页面底部的公告条，可关闭；支持 **加粗** 与 [链接](/路径)。',
    publishable: true,
    schedule: runState('start', 'end'),
    blank: () => ({ start: now(), end: inDays(7), published: true }),
    fields: [
      { name: 'content', label: '公告内容', type: 'textarea', max: ANNOUNCEMENT_MAX, required: true },
      { name: 'start', label: '开始时间', type: 'time', required: true },
      { name: 'end', label: '结束时间', type: 'time', required: true },
      published,
    ],
    columns: [textColumn('content', '公告内容'), timeColumn('start', '开始'), timeColumn('end', '结束')],
  },
  products: {
    note: '顶部“产品矩阵”与首页升级弹窗的游戏站；没有链接的产品不会展示，全部无链接时“产品矩阵”隐藏。',
    blank: () => ({ placement: 'matrix', sort: 0 }),
    fields: [
      {
        name: 'placement',
        label: '位置',
        type: 'select',
        required: true,
        options: PRODUCT_PLACEMENTS.map((p) => ({ value: p, label: PRODUCT_PLACEMENT_LABELS[p] })),
      },
      { name: 'name', label: '名称', type: 'text', max: 20, required: true },
      { name: 'description', label: '简介', type: 'text', max: 60 },
      { name: 'url', label: '链接', type: 'text', max: 500, help: 'https:// 开头；留空则不展示' },
      {
        name: 'features',
        label: '亮点（仅游戏站）',
        type: 'textarea',
        max: 300,
        help: `首页升级弹窗列出的亮点：每行一项，“标题：说明”，最多${PRODUCT_FEATURES_MAX}行`,
      },
      sort,
    ],
    columns: [
      { title: '位置', key: 'placement', width: 170, render: (_, r) => label(PRODUCT_PLACEMENT_LABELS)(r.placement) },
      textColumn('name', '名称', 130),
      textColumn('description', '简介'),
      linkColumn('url', '链接'),
    ],
  },
  ...LIST_KIND_SPECS,
  games: {
    note: '首页直播推广榜与视频推广榜的游戏：勾选上榜并填写数据。',
    blank: () => ({ genreId: 7001, onLive: false, onVideo: false }),
    fields: [
      { name: 'uniqueId', label: '游戏ID（推广平台）', type: 'text', max: 64, required: true, createOnly: true },
      { name: 'appId', label: 'App Store 应用ID', type: 'text', max: 15, help: '填写后名称、开发者与图标取自应用库' },
      { name: 'trackName', label: '名称', type: 'text', max: 100, required: true },
      { name: 'artistName', label: '开发者', type: 'text', max: 100 },
      { name: 'artworkUrl', label: '图标', type: 'image', required: true },
      { name: 'genreId', label: '分类', type: 'select', required: true, options: GENRE_OPTIONS },
      { name: 'onLive', label: '上直播推广榜', type: 'switch' },
      { name: 'liveWindmillNum', label: '直播：小风车直播数', type: 'number' },
      { name: 'liveHandleNum', label: '直播：小手柄直播数', type: 'number' },
      { name: 'liveAuthorNum', label: '直播：达人数', type: 'number' },
      { name: 'onVideo', label: '上视频推广榜', type: 'switch' },
      { name: 'videoNum', label: '视频：推广视频数', type: 'number' },
      { name: 'videoWindmillNum', label: '视频：小风车直播数', type: 'number' },
      { name: 'videoHandleNum', label: '视频：小手柄直播数', type: 'number' },
      { name: 'videoAuthorNum', label: '视频：达人数', type: 'number' },
    ],
    columns: [
      imageColumn('artworkUrl', '图标'),
      textColumn('trackName', '名称'),
      textColumn('id', '游戏ID', 140),
      {
        title: '上榜',
        key: 'boards',
        width: 140,
        render: (_, r) => [r.onLive && '直播榜', r.onVideo && '视频榜'].filter(Boolean).join('、') || '—',
      },
    ],
  },
  ...PAGE_KIND_SPECS,
};
