/**
 * The content pages' first text (migration 0045's tables): 榜眼's about page, positions, partnership kinds, brand,
 * products, history, the data API's groups and plans, and events. Operators edit it afterwards; the seed fills a
 * table only while it is empty.
 */

export const PAGE_BLOCKS: readonly { page: string; key: string; title: string; body: string }[] = [
  {
    page: 'about',
    key: 'intro',
    title: '关于榜眼',
    body: `榜眼是一家专注移动应用数据的分析公司，为应用开发者、运营和营销团队提供 App Store 与安卓应用市场的榜单、关键词、ASO 与搜索广告数据。

我们每天采集并整理数百万条榜单与搜索结果，把分散的市场信号变成可以直接用于决策的数据：哪款应用在上升、哪个关键词值得投入、竞品这周做了什么。

- **数据全面**：覆盖 App Store 155 个国家和地区的榜单，以及小米、华为、OPPO、vivo 等主流安卓市场
- **更新及时**：榜单与搜索结果按小时更新，下架、清榜、清词当天可查
- **方法透明**：热度、覆盖数、下载量估算等指标均公开口径，便于团队复核`,
  },
  {
    page: 'about',
    key: 'culture',
    title: '我们的做事方式',
    body: `- **数据说话**：每一个结论都能追溯到原始数据
- **用户第一**：功能从运营同学每天的真实工作出发
- **长期主义**：宁可慢一点，也要把口径做对、把服务做稳`,
  },
  {
    page: 'about',
    key: 'contact',
    title: '联系我们',
    body: `- **商务合作**：bd@bangyan.cn
- **媒体与市场**：pr@bangyan.cn
- **公司地址**：北京市海淀区中关村软件园二期 榜眼大厦 5 层`,
  },
  {
    page: 'brand',
    key: 'intro',
    title: '榜眼是什么',
    body: `榜眼是专业的移动应用数据分析平台。名字取自科举“一甲第二名”——我们希望帮助每一款应用在榜单上走得更高，也提醒自己始终保持追赶者的谦逊与专注。

从 App Store 实时榜单、关键词热度到 ASO 诊断与搜索广告情报，榜眼把应用市场的变化整理成清晰的数据，服务超过 30 万名开发者与营销人。`,
  },
  {
    page: 'brand',
    key: 'promise',
    title: '品牌主张',
    body: `**看见榜单背后的增长。**榜眼不只告诉你“排第几”，还告诉你“为什么”以及“下一步做什么”。`,
  },
  {
    page: 'brand',
    key: 'story',
    title: '品牌故事',
    body: `2015 年，几位在应用推广一线工作多年的工程师发现：运营同学每天要在十几个网页和表格之间来回比对榜单，却仍然说不清一次排名波动的原因。

于是我们做了第一版榜眼——一个能按小时回看 App Store 榜单的小工具。此后，关键词覆盖、下架与清榜监控、下载量估算、搜索广告情报陆续上线，榜眼逐渐成长为国内应用营销人常用的数据平台。

今天，我们仍然坚持最初的想法：**让每一次增长决策都有数据可依。**`,
  },
  {
    page: 'api',
    key: 'intro',
    title: '榜眼数据 API',
    body: `把榜眼的应用市场数据接入你的 BI、投放系统或内部看板。接口与网站使用同一套数据与口径：榜单、关键词、应用详情、评论、下载与收入估算，按小时更新。

所有接口统一返回 {code, msg, data} 结构，支持签名鉴权与按套餐的调用配额；接口文档由接口定义自动生成，始终与线上一致。`,
  },
  {
    page: 'api',
    key: 'process',
    title: '接入流程',
    body: `- 提交申请：填写下方表单，说明使用场景与所需数据
- 方案确认：商务顾问 1 个工作日内联系你，确认套餐与字段
- 测试联调：开通测试密钥，免费试用 7 天
- 正式上线：签署协议后开通正式配额与技术支持群`,
  },
];

export const JOB_OPENINGS = [
  {
    title: '高级数据工程师',
    department: '数据平台部',
    city: '北京',
    duties: `负责应用市场数据的采集、清洗与入库链路，保障数据的及时性与准确性
设计并优化榜单、关键词等核心指标的计算任务
与产品、算法团队协作，沉淀数据口径与质量监控体系`,
    requirements: `本科及以上学历，3 年以上数据开发经验
熟悉 PostgreSQL 或其他关系型数据库，具备 SQL 调优经验
熟悉 TypeScript、Python 或 Go 中至少一种
有爬虫、时序数据或大规模数据处理经验者优先`,
    email: 'hr@bangyan.cn',
  },
  {
    title: '前端开发工程师',
    department: '产品研发部',
    city: '北京',
    duties: `负责榜眼网站与运营后台的前端开发，包括数据图表、表格与交互
持续优化页面性能与移动端体验
参与组件库与前端工程化建设`,
    requirements: `本科及以上学历，2 年以上前端开发经验
熟练掌握 React、TypeScript，了解 Vite 等构建工具
对数据可视化有兴趣，熟悉 ECharts 者优先`,
    email: 'hr@bangyan.cn',
  },
  {
    title: 'ASO 优化顾问',
    department: '营销服务部',
    city: '上海',
    duties: `为客户制定 App Store 关键词与元数据优化方案，跟踪排名与转化效果
基于榜眼数据输出竞品分析与投放建议
维护客户关系，定期复盘并汇报优化成果`,
    requirements: `2 年以上 ASO 或应用推广经验
熟悉 App Store 搜索规则与苹果搜索广告
数据敏感，善于用数据讲清问题`,
    email: 'hr@bangyan.cn',
  },
  {
    title: '商务拓展经理',
    department: '商务部',
    city: '深圳',
    duties: `拓展游戏与应用开发商客户，推动数据 API 与投放服务合作
维护渠道与媒体合作伙伴关系
参与行业活动的策划与执行`,
    requirements: `3 年以上互联网 To B 销售或商务经验
了解移动应用推广行业，有游戏或工具类客户资源者优先
沟通表达能力强，能适应出差`,
    email: 'bd@bangyan.cn',
  },
] as const;

export const PARTNERSHIP_KINDS = [
  { name: '数据合作', description: '数据 API 接入、定制报表与联合研究报告' },
  { name: '投放服务', description: 'ASO 关键词优化与苹果搜索广告代投' },
  { name: '渠道代理', description: '区域或行业代理榜眼会员与数据服务' },
  { name: '媒体与活动', description: '行业峰会、沙龙联合主办与内容互推' },
] as const;

export const BRAND_PRODUCTS = [
  {
    name: '榜单与监控',
    description: 'App Store 与安卓市场实时榜单，下架、清榜、清词、预订每日监控',
    url: '/new/ranking/index',
  },
  { name: '关键词工具', description: '关键词热度、搜索结果、覆盖排名与历史趋势', url: '/new/aso/keywordrank' },
  { name: '应用详情与估算', description: '排名走势、版本记录、评论分析、下载与收入估算', url: '/new/search/index' },
  { name: '数据 API', description: '以接口形式获取榜眼全部公开数据，接入你的系统', url: '/new/service/api' },
  { name: '运营博客', description: 'ASO、ASA 与应用增长的方法与案例', url: '/blog' },
] as const;

export const BRAND_MILESTONES = [
  { happenedOn: '2015-06-01', title: '榜眼上线', description: '第一版上线，支持按小时回看 App Store 中国区榜单。' },
  {
    happenedOn: '2016-09-01',
    title: '关键词数据',
    description: '上线关键词热度与搜索结果排名，开始提供 ASO 数据服务。',
  },
  { happenedOn: '2018-03-01', title: '监控体系', description: '下架、清榜、清词监控上线，异常当天可查。' },
  { happenedOn: '2019-11-01', title: '覆盖全球', description: '榜单扩展到 155 个国家和地区，并接入主流安卓应用市场。' },
  { happenedOn: '2021-05-01', title: '搜索广告情报', description: '上线苹果搜索广告（ASA）投放情报与关键词出价参考。' },
  { happenedOn: '2023-08-01', title: '数据 API', description: '开放数据 API，服务数百家开发商与投放平台。' },
  { happenedOn: '2025-04-01', title: '智能提醒', description: '关键词与应用提醒支持企业微信、飞书、钉钉与邮件推送。' },
] as const;

/** By the contract's endpoint tags. */
export const API_GROUPS = [
  { tag: 'ranking', name: '榜单数据', description: '实时与历史榜单：免费、付费、畅销，总榜与分类榜，榜单对比与波动' },
  { tag: 'keyword', name: '关键词数据', description: '关键词热度、搜索结果排名、相关与拓展词及历史变化' },
  { tag: 'search', name: '搜索与联想', description: '应用、关键词与公司搜索，搜索联想与热搜' },
  { tag: 'apps', name: '应用详情与估算', description: '应用信息、排名走势、版本记录、下载与收入估算、ASA 数据' },
  { tag: 'appCoverage', name: '关键词覆盖', description: '应用覆盖的关键词、排名分布与覆盖趋势' },
  { tag: 'review', name: '评论与评分', description: '评分分布、每日评论数与评论明细' },
  { tag: 'monitor', name: '市场监控', description: '下架、新品、清榜、清词、预订应用' },
  { tag: 'market', name: '市场趋势', description: '每日上架、下架、清榜数量与分类分布' },
  { tag: 'android', name: '安卓市场', description: '小米、华为、OPPO、vivo 等市场的榜单、搜索与应用详情' },
  { tag: 'company', name: '开发者与公司', description: '开发者账号、公司旗下应用与榜单表现' },
] as const;

export const API_PLANS = [
  {
    name: '基础版',
    price: '¥9,800 / 年',
    quota: '每日 1 万次调用',
    features: `榜单与关键词接口
中国区数据
历史数据 90 天
邮件技术支持`,
    highlighted: false,
  },
  {
    name: '专业版',
    price: '¥39,800 / 年',
    quota: '每日 10 万次调用',
    features: `全部公开数据接口
全球 155 个国家和地区
历史数据 2 年
专属技术支持群`,
    highlighted: true,
  },
  {
    name: '企业版',
    price: '按需报价',
    quota: '调用量按需定制',
    features: `全部接口与定制字段
私有化数据推送
历史数据全量
专属客户成功经理与 SLA`,
    highlighted: false,
  },
] as const;

/** Events, dated from the moment of seeding (days from then; China time of day); `{year}` is the event's year. */
export const EVENTS = [
  {
    title: '{year} 应用增长峰会·北京站',
    summary: '聚焦 App Store 搜索优化、苹果搜索广告与出海增长，与一线增长负责人面对面。',
    body: `## 活动介绍
应用商店流量格局持续变化：搜索广告竞争加剧，关键词规则频繁调整，出海市场机会与挑战并存。本次峰会邀请头部开发商与投放平台的增长负责人，分享可复用的方法与真实案例。

## 你将收获
- ASO 关键词布局与元数据优化的最新实践
- 苹果搜索广告预算分配与出价策略
- 出海市场的榜单机会与本地化经验`,
    city: '北京',
    venue: '中关村国际创新中心 3 层多功能厅',
    address: '北京市海淀区中关村大街 1 号',
    startDay: 21,
    startTime: '09:30',
    endTime: '17:00',
    capacity: 300,
    agenda: [
      { start: '09:00', end: '09:30', title: '签到入场', speaker: '' },
      { start: '09:30', end: '10:10', title: '{year} 年 App Store 搜索流量变化解读', speaker: '陈思远' },
      { start: '10:10', end: '10:50', title: '关键词覆盖从 1000 到 10000：工具类应用的 ASO 实战', speaker: '林晓雯' },
      { start: '11:00', end: '11:40', title: '苹果搜索广告的预算分配与出价策略', speaker: '王博' },
      { start: '13:30', end: '14:10', title: '游戏出海：用榜单数据找到下一个市场', speaker: '赵一鸣' },
      { start: '14:20', end: '15:30', title: '圆桌：增长团队如何用数据做决策', speaker: '全体嘉宾' },
    ],
    speakers: [
      {
        name: '陈思远',
        title: '数据研究负责人',
        company: '榜眼',
        bio: '十年移动应用数据分析经验，主导榜眼关键词热度模型。',
      },
      {
        name: '林晓雯',
        title: '增长总监',
        company: '某头部工具应用',
        bio: '负责多款千万级用户工具应用的自然流量增长。',
      },
      { name: '王博', title: '搜索广告负责人', company: '某游戏发行商', bio: '管理年度数千万元苹果搜索广告预算。' },
      {
        name: '赵一鸣',
        title: '海外发行总监',
        company: '某出海游戏公司',
        bio: '带领团队将多款游戏推上海外畅销榜前十。',
      },
    ],
  },
  {
    title: 'ASO 实战沙龙·上海站',
    summary: '小班制实战沙龙：现场诊断你的应用关键词，带走一份优化清单。',
    body: `## 活动介绍
每期限 60 人，榜眼 ASO 顾问现场讲解关键词诊断方法，并抽取报名应用进行公开诊断。

## 适合人群
- 应用运营与市场推广负责人
- 准备上线或改版的开发团队`,
    city: '上海',
    venue: '漕河泾开发区 创新中心 B 座 2 层',
    address: '上海市徐汇区宜山路 1000 号',
    startDay: -30,
    startTime: '14:00',
    endTime: '17:30',
    capacity: 60,
    agenda: [
      { start: '14:00', end: '14:40', title: '关键词诊断的五个步骤', speaker: '周宁' },
      { start: '14:50', end: '16:20', title: '现场诊断：报名应用公开点评', speaker: '周宁' },
      { start: '16:30', end: '17:30', title: '交流与答疑', speaker: '' },
    ],
    speakers: [{ name: '周宁', title: '高级 ASO 顾问', company: '榜眼', bio: '服务过 200 余款应用的关键词优化。' }],
  },
] as const;
