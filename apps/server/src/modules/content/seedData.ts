/**
 * Demo content for Home (spec 2.4): the rows a new installation starts with. Companies, games,
 * creators and people are invented; the operator replaces them in the tables.
 */

/** Carousel slides (pc_first_ad2): drawn as banners by art.ts, linking to pages of this site. */
export const CAROUSEL_ADS = [
  {
    tag: 'ASA 投放服务',
    title: 'Apple 搜索广告智能投放，首月服务费全免',
    subtitle: '关键词竞价洞察 + 资深优化师托管，让每一分预算都花在刀刃上',
    cta: '免费咨询',
    // The partnership enquiry form; the ASA service page comes with the ASA tool.
    url: '/new/about#partner',
  },
  {
    tag: '市场趋势',
    title: '市场趋势：上新、下架与清榜一图看清',
    subtitle: '每日上新、下架、清榜、清词与预订数量，按品类拆解市场格局',
    cta: '立即查看',
    url: '/new/ranking/overview',
  },
  {
    tag: '数据 API',
    title: '数据 API 开放平台，榜单与关键词一键接入',
    subtitle: '实时榜单、关键词排名、下载与收入预估，稳定接口助力企业数据中台',
    cta: '申请试用',
    url: '/new/service/api',
  },
  {
    tag: '会员权益',
    title: '升级 SVIP，解锁全部历史数据与 100 个应用监控',
    subtitle: '全量历史榜单、数据导出、专属客服，一站式提升 ASO 效率',
    cta: '了解会员',
    url: '/vip/index',
  },
] as const;

/** The popup ad (pc_index_dialog). */
export const POPUP_AD = {
  tag: '年终增长季',
  title: ['ASO 年终增长季', '限时开启'] as [string, string],
  subtitle: '关键词优化 · ASA 投放 · 竞品监控 全面升级',
  points: ['关键词覆盖诊断，找准增长机会', 'ASA 关键词竞价数据实时更新', '清榜清词监控，第一时间预警'] as [
    string,
    string,
    string,
  ],
  cta: '立即了解',
  description: 'ASO 年终增长季：关键词优化、ASA 投放与竞品监控全面升级',
  url: '/new/aso/keywordrank',
};

/** Featured articles: blog posts, each at its page /blog/{id}.html. `daysAgo` dates them from the seed. */
export const ARTICLES = [
  {
    guid: 'blog-20261',
    label: 'ASO',
    caption: '关键词优化实战',
    post_title: '2026 年 App Store 关键词优化完全指南：从选词到覆盖提升',
    post_excerpt:
      '系统梳理标题、副标题与关键词字段的权重差异，结合热度与竞争度科学选词，附 30 天关键词覆盖提升的实操清单。',
    daysAgo: 1,
  },
  {
    guid: 'blog-20258',
    label: 'ASA',
    caption: '搜索广告冷启动',
    post_title: 'Apple 搜索广告冷启动：预算怎么分、关键词怎么出价',
    post_excerpt: '从品牌词、竞品词到品类词，拆解新应用 ASA 投放前 14 天的预算分配与出价策略，避开常见的跑量陷阱。',
    daysAgo: 3,
  },
  {
    guid: 'blog-20252',
    label: '清榜清词',
    caption: '排查与申诉复盘',
    post_title: '被清榜、清词怎么办？触发原因、排查步骤与申诉经验全复盘',
    post_excerpt: '结合近期 20 余个清榜清词案例，总结常见触发原因、自查步骤与申诉沟通要点，帮助应用尽快恢复排名。',
    daysAgo: 6,
  },
  {
    guid: 'blog-20247',
    label: '出海',
    caption: '本地化 ASO 要点',
    post_title: '游戏出海：日韩与东南亚市场的 ASO 本地化要点',
    post_excerpt: '不同市场用户的搜索习惯差异巨大，本文从关键词、截图到评论运营，梳理三大热门出海市场的本地化打法。',
    daysAgo: 9,
  },
  {
    guid: 'blog-20240',
    label: '竞品分析',
    caption: '用数据读懂对手',
    post_title: '如何用下载量预估判断竞品的真实投放节奏',
    post_excerpt: '把排名、下载量预估与关键词覆盖放在同一时间轴上，识别竞品的买量周期与版本节奏，提前做好应对。',
    daysAgo: 13,
  },
] as const;

/** Operations-circle (运营圈) posts; `hoursAgo` dates them from the seed. */
export const NEWS = [
  { id: 58231, article_title: 'iOS 新版本上线后关键词覆盖普遍下降，大家遇到了吗？', view_counts: 12_486, hoursAgo: 5 },
  { id: 58217, article_title: '新游首发期间 ASA 出价多少合适？求各位大佬分享经验', view_counts: 8_932, hoursAgo: 22 },
  { id: 58196, article_title: '副标题修改后一般多久生效？对关键词排名影响大吗', view_counts: 6_715, hoursAgo: 46 },
  { id: 58170, article_title: '应用被清词后多久能恢复？附我们的申诉全过程', view_counts: 21_308, hoursAgo: 75 },
  { id: 58142, article_title: '小游戏买量素材如何做出差异化？这 5 个方向值得一试', view_counts: 4_520, hoursAgo: 101 },
  { id: 58119, article_title: '双十二电商类 App 冲榜经验交流贴', view_counts: 3_268, hoursAgo: 130 },
  { id: 58087, article_title: '审核被拒 4.3 条款怎么破？过审经验汇总', view_counts: 15_077, hoursAgo: 170 },
  { id: 58054, article_title: '华为应用市场推荐位新规则解读与申请攻略', view_counts: 2_941, hoursAgo: 214 },
] as const;

/** Industry figures' words about the product. */
export const TESTIMONIALS = [
  {
    name: '陈思远',
    title: '发行负责人',
    company: '星曜游戏',
    quote: '榜眼的关键词覆盖和清词监控是我们每天早会必看的数据，新版本上线后的排名波动一目了然，省去了大量手工统计。',
  },
  {
    name: '林晓雯',
    title: 'ASO 经理',
    company: '橙果网络',
    quote: '热搜词和关键词热度的更新很及时，我们靠它在节假日前找到了好几个高转化的长尾词，自然量提升非常明显。',
  },
  {
    name: '周子豪',
    title: '增长副总裁',
    company: '疾风互动',
    quote: '下载量与收入预估帮我们快速判断竞品的投放节奏，立项评估和买量预算制定都有了更可靠的依据。',
  },
  {
    name: '王佳宁',
    title: '用户增长总监',
    company: '青禾优选',
    quote: 'ASA 关键词竞价数据很全面，配合榜眼的投放服务，我们的获客成本在一个季度内下降了三成。',
  },
  {
    name: '刘博文',
    title: '联合创始人',
    company: '幻维数码',
    quote: '作为小团队，最需要的是看清市场。榜单、趋势和竞品数据都在一个平台里，决策效率高了很多。',
  },
  {
    name: '赵一鸣',
    title: '市场总监',
    company: '跃动互娱',
    quote: '下架、清榜和预订监控让我们第一时间掌握行业动态，遇到异常也能迅速定位原因并调整策略。',
  },
] as const;

/** Partner logos of the partner-links image; invented companies, so no links. */
export const PARTNERS = [
  '星曜游戏',
  '青锋互娱',
  '橙果网络',
  '疾风互动',
  '幻维数码',
  '雄图网络',
  '跃动互娱',
  '桃溪网络',
  '青禾优选',
  '云帆科技',
] as const;

/** Games promoted through live streams and short videos; genre ids are App Store game genres. */
export const PROMO_GAMES = [
  { unique_id: 'g1001', track_name: '剑影江湖', artist_name: '杭州青锋互娱网络科技有限公司', genre_id: 7014 },
  { unique_id: 'g1002', track_name: '星海远征', artist_name: '上海星曜游戏有限公司', genre_id: 7017 },
  { unique_id: 'g1003', track_name: '萌宠消消乐', artist_name: '厦门橙果网络科技有限公司', genre_id: 7012 },
  { unique_id: 'g1004', track_name: '极速狂飙', artist_name: '成都疾风互动娱乐有限公司', genre_id: 7013 },
  { unique_id: 'g1005', track_name: '幻境守护者', artist_name: '北京幻维数码科技有限公司', genre_id: 7002 },
  { unique_id: 'g1006', track_name: '王城之战', artist_name: '广州雄图网络科技有限公司', genre_id: 7017 },
  { unique_id: 'g1007', track_name: '指尖篮球', artist_name: '深圳跃动互娱科技有限公司', genre_id: 7016 },
  { unique_id: 'g1008', track_name: '桃源小镇', artist_name: '苏州桃溪网络科技有限公司', genre_id: 7015 },
  { unique_id: 'g1009', track_name: '无尽对决', artist_name: '武汉锋芒游戏有限公司', genre_id: 7001 },
] as const;

/** The live-stream board's figures per game. */
export const LIVE_BOARD = [
  { unique_id: 'g1001', live_windmill_num: 12_860, live_handle_num: 3_420, author_num: 2_318 },
  { unique_id: 'g1006', live_windmill_num: 9_745, live_handle_num: 4_106, author_num: 1_872 },
  { unique_id: 'g1009', live_windmill_num: 8_312, live_handle_num: 2_954, author_num: 1_645 },
  { unique_id: 'g1002', live_windmill_num: 6_508, live_handle_num: 1_873, author_num: 1_204 },
  { unique_id: 'g1004', live_windmill_num: 4_221, live_handle_num: 1_310, author_num: 866 },
  { unique_id: 'g1007', live_windmill_num: 2_968, live_handle_num: 742, author_num: 513 },
] as const;

/** The short-video board's figures per game. */
export const VIDEO_BOARD = [
  { unique_id: 'g1003', video_num: 48_216, live_windmill_num: 3_105, live_handle_num: 862, author_num: 6_731 },
  { unique_id: 'g1008', video_num: 36_904, live_windmill_num: 2_417, live_handle_num: 655, author_num: 5_208 },
  { unique_id: 'g1001', video_num: 29_573, live_windmill_num: 12_860, live_handle_num: 3_420, author_num: 4_962 },
  { unique_id: 'g1005', video_num: 21_338, live_windmill_num: 1_536, live_handle_num: 418, author_num: 3_177 },
  { unique_id: 'g1007', video_num: 14_082, live_windmill_num: 2_968, live_handle_num: 742, author_num: 2_045 },
  { unique_id: 'g1004', video_num: 9_761, live_windmill_num: 4_221, live_handle_num: 1_310, author_num: 1_538 },
] as const;

/** Game-promoting creators with their main genre and the games they promote. */
export const TALENTS = [
  {
    author_id: '71820456391',
    nickname: '阿飞游戏解说',
    follower_count: 3_268_400,
    genre_id: 7014,
    games: ['g1001', 'g1009', 'g1005'],
  },
  {
    author_id: '71820456427',
    nickname: '策略老K',
    follower_count: 2_410_750,
    genre_id: 7017,
    games: ['g1002', 'g1006'],
  },
  {
    author_id: '71820456518',
    nickname: '小鹿爱玩游戏',
    follower_count: 1_856_020,
    genre_id: 7012,
    games: ['g1003', 'g1008'],
  },
  {
    author_id: '71820456602',
    nickname: '橙子游戏日记',
    follower_count: 1_204_380,
    genre_id: 7015,
    games: ['g1008', 'g1003', 'g1005'],
  },
  { author_id: '71820456755', nickname: '赛道阿杰', follower_count: 986_150, genre_id: 7013, games: ['g1004'] },
  { author_id: '71820456830', nickname: '球场小马哥', follower_count: 732_600, genre_id: 7016, games: ['g1007'] },
] as const;
