/** What the console's 页面 edits: the content pages' text blocks and lists (关于我们, 品牌, 数据API, 活动). */
import {
  ABOUT_PATH,
  ALL_ENDPOINTS,
  API_SERVICE_PATH,
  BRAND_ABOUT_PATH,
  BRAND_PATH,
  EVENT_PATH,
  PAGE_BLOCK_IDS,
  pageBlockLabel,
  type PageContentKind,
} from '@bangyan/contract';
import { dayjs } from '../../../lib/dayjs.ts';
import type { ContentRow } from '../../../api/adminContent.ts';
import { linkColumn, textColumn, timeColumn, titleLinkColumn } from './columns.tsx';
import type { FieldSpec, KindSpec } from './fields.ts';
import { published, sort } from './kindsLists.tsx';

/** Each tag of the API document with its endpoint count. */
const API_TAG_OPTIONS = [...new Set(ALL_ENDPOINTS.map((e) => e.tag))].sort().map((tag) => ({
  value: tag,
  label: `${tag}（${ALL_ENDPOINTS.filter((e) => e.tag === tag).length}个接口）`,
}));

const eventField: FieldSpec = {
  name: 'eventId',
  label: '活动',
  type: 'ref',
  kind: 'events',
  required: true,
  labelOf: (row) => `${String(row.title)}（${dayjs(String(row.startsAt)).format('YYYY-MM-DD')}）`,
};
const eventColumn = {
  title: '活动ID',
  key: 'eventId',
  width: 80,
  render: (_: unknown, r: ContentRow) => String(r.eventId),
};
/** A list field: one item a line. */
const lines = (name: string, label: string, max: number): FieldSpec => ({
  name,
  label,
  type: 'textarea',
  max,
  required: true,
  help: '每行一项',
});

/** Where each kind shows, for its note. */
const shownOn = (page: string, path: string) => `显示在${page}（${path}）。`;

export const PAGE_KIND_SPECS: Record<PageContentKind, KindSpec> = {
  pageBlocks: {
    note: `关于我们、品牌与数据API页面的文字区块，正文为 Markdown；每个区块只能有一条，删除后页面不再显示该区块。`,
    blank: () => ({ sort: 0, body: '' }),
    fields: [
      {
        name: 'block',
        label: '页面区块',
        type: 'select',
        required: true,
        createOnly: true,
        options: PAGE_BLOCK_IDS.map((id) => ({ value: id, label: pageBlockLabel(id) })),
      },
      { name: 'title', label: '标题', type: 'text', max: 50, required: true },
      { name: 'body', label: '正文', type: 'markdown', max: 5000 },
      sort,
    ],
    columns: [
      { title: '页面区块', key: 'block', width: 180, render: (_, r) => pageBlockLabel(String(r.block)) },
      textColumn('title', '标题', 180),
      textColumn('body', '正文'),
    ],
  },
  jobs: {
    note: shownOn('关于我们的“加入我们”', `${ABOUT_PATH}#join`),
    publishable: true,
    blank: () => ({ sort: 0, published: true }),
    fields: [
      { name: 'title', label: '职位名称', type: 'text', max: 50, required: true },
      { name: 'department', label: '部门', type: 'text', max: 30 },
      { name: 'city', label: '工作城市', type: 'text', max: 20, required: true },
      lines('duties', '岗位职责', 2000),
      lines('requirements', '任职要求', 2000),
      { name: 'email', label: '投递邮箱', type: 'text', max: 100, required: true },
      sort,
      published,
    ],
    columns: [textColumn('title', '职位', 180), textColumn('department', '部门', 120), textColumn('city', '城市', 90)],
  },
  partnerKinds: {
    note: `${shownOn('关于我们的“商务合作”', `${ABOUT_PATH}#partner`)}合作表单的“合作类型”即此列表。`,
    blank: () => ({ sort: 0 }),
    fields: [
      { name: 'name', label: '名称', type: 'text', max: 30, required: true },
      { name: 'description', label: '说明', type: 'textarea', max: 200, required: true },
      sort,
    ],
    columns: [textColumn('name', '名称', 160), textColumn('description', '说明')],
  },
  brandProducts: {
    note: shownOn('品牌页的“旗下产品”', BRAND_PATH),
    blank: () => ({ sort: 0 }),
    fields: [
      { name: 'name', label: '名称', type: 'text', max: 30, required: true },
      { name: 'description', label: '简介', type: 'textarea', max: 200, required: true },
      { name: 'url', label: '链接', type: 'text', max: 500, help: '本站路径（如 /new/ranking/index）或 https:// 地址' },
      sort,
    ],
    columns: [textColumn('name', '名称', 160), textColumn('description', '简介'), linkColumn('url', '链接')],
  },
  milestones: {
    note: shownOn('品牌故事的“发展历程”，按月份从早到晚', BRAND_ABOUT_PATH),
    blank: () => ({ month: dayjs().format('YYYY-MM') }),
    fields: [
      { name: 'month', label: '月份', type: 'month', required: true },
      { name: 'title', label: '标题', type: 'text', max: 50, required: true },
      { name: 'description', label: '说明', type: 'textarea', max: 300 },
    ],
    columns: [textColumn('month', '月份', 100), textColumn('title', '标题', 200), textColumn('description', '说明')],
  },
  apiPlans: {
    note: shownOn('数据API页的“套餐”', API_SERVICE_PATH),
    blank: () => ({ sort: 0, highlighted: false }),
    fields: [
      { name: 'name', label: '名称', type: 'text', max: 20, required: true },
      { name: 'price', label: '价格', type: 'text', max: 30, required: true, help: '按页面显示的写法，如 ¥2,999/月' },
      { name: 'quota', label: '调用额度', type: 'text', max: 50, required: true },
      lines('features', '套餐内容', 2000),
      { name: 'highlighted', label: '推荐', type: 'switch' },
      sort,
    ],
    columns: [
      textColumn('name', '名称', 120),
      textColumn('price', '价格', 120),
      textColumn('quota', '额度', 160),
      { title: '推荐', key: 'highlighted', width: 70, render: (_, r) => (r.highlighted ? '是' : '—') },
    ],
  },
  apiGroups: {
    note: `${shownOn('数据API页的“接口能力”', API_SERVICE_PATH)}接口数与示例取自 API 文档。`,
    blank: () => ({ sort: 0 }),
    fields: [
      { name: 'tag', label: '接口分组', type: 'select', required: true, options: API_TAG_OPTIONS },
      { name: 'name', label: '名称', type: 'text', max: 20, required: true },
      { name: 'description', label: '说明', type: 'textarea', max: 200, required: true },
      sort,
    ],
    columns: [textColumn('tag', '分组', 120), textColumn('name', '名称', 140), textColumn('description', '说明')],
  },
  events: {
    note: `${shownOn('活动页', EVENT_PATH)}不指定活动时显示开始时间最晚的已发布活动；报名表提交到“线索”。`,
    publishable: true,
    blank: () => ({
      startsAt: dayjs().add(30, 'day').hour(14).minute(0).toISOString(),
      endsAt: dayjs().add(30, 'day').hour(17).minute(30).toISOString(),
      capacity: 100,
      published: true,
      body: '',
    }),
    fields: [
      { name: 'title', label: '标题', type: 'text', max: 60, required: true },
      { name: 'summary', label: '活动简介', type: 'textarea', max: 300, required: true },
      { name: 'body', label: '活动详情', type: 'markdown', max: 5000 },
      { name: 'city', label: '城市', type: 'text', max: 20, required: true },
      { name: 'venue', label: '场地', type: 'text', max: 50, required: true },
      { name: 'address', label: '地址', type: 'text', max: 100, required: true },
      { name: 'startsAt', label: '开始时间', type: 'time', required: true },
      { name: 'endsAt', label: '结束时间', type: 'time', required: true },
      { name: 'capacity', label: '名额', type: 'number', required: true },
      published,
    ],
    columns: [
      titleLinkColumn((r) => `${EVENT_PATH}?id=${r.id}`),
      textColumn('id', 'ID', 60),
      textColumn('city', '城市', 80),
      timeColumn('startsAt', '开始'),
      { title: '名额', key: 'capacity', width: 70, render: (_, r) => String(r.capacity) },
    ],
  },
  eventAgenda: {
    note: '活动页的“议程”，按开始时间排列；时间为北京时间 HH:mm。',
    blank: () => ({}),
    fields: [
      eventField,
      { name: 'startTime', label: '开始', type: 'text', max: 5, required: true, help: 'HH:mm，如 14:00' },
      { name: 'endTime', label: '结束', type: 'text', max: 5, required: true, help: 'HH:mm，如 14:30' },
      { name: 'title', label: '议题', type: 'text', max: 60, required: true },
      { name: 'speaker', label: '分享嘉宾', type: 'text', max: 50 },
    ],
    columns: [
      eventColumn,
      {
        title: '时间',
        key: 'time',
        width: 120,
        render: (_, r) => `${String(r.startTime)}–${String(r.endTime)}`,
      },
      textColumn('title', '议题'),
      textColumn('speaker', '嘉宾', 120),
    ],
  },
  eventSpeakers: {
    note: '活动页的“嘉宾”。',
    blank: () => ({ sort: 0 }),
    fields: [
      eventField,
      { name: 'name', label: '姓名', type: 'text', max: 20, required: true },
      { name: 'title', label: '职位', type: 'text', max: 30, required: true },
      { name: 'company', label: '公司', type: 'text', max: 50, required: true },
      { name: 'bio', label: '简介', type: 'textarea', max: 300 },
      sort,
    ],
    columns: [
      eventColumn,
      textColumn('name', '姓名', 100),
      textColumn('company', '公司', 160),
      textColumn('bio', '简介'),
    ],
  },
};
