/**
 * Phrases the store's texts are assembled from: subtitles, release notes, descriptions, reviewer
 * nicknames (reviews' own phrases are in lexicon-reviews.ts), and the modifiers that turn a stem
 * into a longer keyword (记账 → 记账软件). `{s}` in a template is a stem word, `{b}` the app's brand, `{t}` a theme word.
 */

const split = (text: string) => text.split(' ');

export const APP_ADJECTIVES = split(
  '简单好用 免费好用 专业 高效 超实用 轻松 智能 一站式 全新 极简 安全 贴心 好玩 必备 人气',
);
export const APP_TOOLS = split('神器 助手 工具 软件 平台 应用 管家');
export const APP_SLOGANS = split(
  '让生活更简单 随时随地 一键搞定 从今天开始 轻松上手 每天都有新发现 就是这么简单 陪你每一天 省心又省时 专业又贴心 千万用户的选择 你的贴心好帮手',
);
export const GAME_ADJECTIVES = split('经典 全新 热血 国风 超爽 治愈 魔性 3D 硬核 萌系 高燃 爆款');
export const GAME_WORDS = split('手游 游戏 小游戏 单机游戏 网游');
export const GAME_SLOGANS = split(
  '百万玩家同台竞技 好玩停不下来 一起来战 开启你的冒险 全服狂欢中 登录送豪礼 轻松休闲益智 指尖上的快乐 经典重现 策略为王',
);

/** Keyword modifiers: `suffix` ones follow the stem (记账软件), `prefix` ones precede it (免费小说). */
export interface Modifier {
  text: string;
  position: 'prefix' | 'suffix';
  /** Which stems take it: any, apps only, games only. */
  kind: 'any' | 'app' | 'game';
  /** Share of the stem's searches that carry this modifier. */
  weight: number;
}

export const MODIFIERS: readonly Modifier[] = [
  { text: '软件', position: 'suffix', kind: 'app', weight: 0.3 },
  { text: '游戏', position: 'suffix', kind: 'game', weight: 0.3 },
  { text: '免费', position: 'prefix', kind: 'any', weight: 0.2 },
  { text: '大全', position: 'suffix', kind: 'any', weight: 0.12 },
  { text: '神器', position: 'suffix', kind: 'app', weight: 0.12 },
  { text: 'app', position: 'suffix', kind: 'app', weight: 0.1 },
  { text: '下载', position: 'suffix', kind: 'any', weight: 0.1 },
  { text: '手机', position: 'prefix', kind: 'app', weight: 0.06 },
  { text: '2026', position: 'suffix', kind: 'any', weight: 0.05 },
  { text: '单机', position: 'suffix', kind: 'game', weight: 0.08 },
  { text: '攻略', position: 'suffix', kind: 'game', weight: 0.06 },
  { text: '官方', position: 'suffix', kind: 'any', weight: 0.04 },
  { text: '推荐', position: 'suffix', kind: 'any', weight: 0.04 },
  { text: '排行榜', position: 'suffix', kind: 'any', weight: 0.03 },
  { text: '助手', position: 'suffix', kind: 'app', weight: 0.04 },
  { text: '工具', position: 'suffix', kind: 'app', weight: 0.04 },
  { text: '最新版', position: 'suffix', kind: 'any', weight: 0.03 },
  { text: '好玩的', position: 'prefix', kind: 'game', weight: 0.05 },
  { text: '联机', position: 'suffix', kind: 'game', weight: 0.04 },
  { text: '在线', position: 'prefix', kind: 'any', weight: 0.03 },
  { text: '专业', position: 'prefix', kind: 'app', weight: 0.02 },
  { text: '无广告', position: 'suffix', kind: 'any', weight: 0.02 },
  { text: '中文版', position: 'suffix', kind: 'any', weight: 0.02 },
  { text: '教程', position: 'suffix', kind: 'app', weight: 0.02 },
];

/** Modifiers that follow a brand name (滴答清单下载, 开心消消乐攻略). */
export const BRAND_MODIFIERS: readonly { text: string; kind: 'any' | 'app' | 'game'; weight: number }[] = [
  { text: '下载', kind: 'any', weight: 0.06 },
  { text: '官方', kind: 'any', weight: 0.03 },
  { text: '攻略', kind: 'game', weight: 0.08 },
  { text: '电脑版', kind: 'any', weight: 0.02 },
  { text: '会员', kind: 'app', weight: 0.03 },
  { text: '礼包码', kind: 'game', weight: 0.04 },
  { text: '客服', kind: 'any', weight: 0.01 },
];

export const RELEASE_NOTE_LINES = split(
  '修复了已知问题，提升了稳定性。 优化了应用启动速度。 优化了{s}相关体验。 新增{s}功能，快来体验吧！ 修复部分机型闪退的问题。 界面细节优化。 适配最新系统版本。 提升了{s}的加载速度。 修复了{s}偶尔显示异常的问题。',
);
export const GAME_RELEASE_NOTE_LINES = split(
  '新版本「{t}{s}」正式上线！ 新增限时活动，登录即可领取奖励。 新角色、新玩法上线。 平衡性调整。 修复了已知问题，提升了游戏稳定性。 优化了画面表现与流畅度。 新增{s}玩法，快来挑战吧！',
);

export const DESCRIPTION_FEATURES = split(
  '支持{s}，操作简单 海量{s}内容每日更新 一键{s}，省时省力 {s}数据云端同步，换机不丢失 智能{s}推荐，懂你所需',
);
export const GAME_DESCRIPTION_FEATURES = split(
  '原创{s}玩法，越玩越上瘾 精美画面，沉浸式{t}世界 好友组队，一起{s} 丰富关卡，每周持续更新 公平竞技，拼的就是实力',
);

export const NICK_ADJECTIVES = split(
  '快乐的 爱笑的 孤独的 勇敢的 安静的 会飞的 爱吃鱼的 不睡觉的 奔跑的 迷路的 认真的 温柔的',
);
export const NICK_NOUNS = split(
  '小熊猫 猫咪 大白 少年 星星 鲸鱼 兔子 土豆 柠檬 月亮 向日葵 小仙女 打工人 程序员 学生党 宝妈',
);
export const NICK_SURNAMES = split('王 李 张 刘 陈 杨 黄 赵 周 吴');
