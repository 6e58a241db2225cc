/**
 * Phrases reviews are composed from (review-text.ts): what reviewers talk about per genre
 * (aspects), what they say about it at each grade of sentiment, whole sentences, openings,
 * closings, wishes and titles. `{a}` is an aspect, `{s}` one of the app's words, `{v}` the version
 * on sale, `{k}` the kind (软件 / 游戏). Every positive phrase carries a word of praise and no
 * complaint, every negative one a complaint and no praise, every mixed one a 'so-so' word, as the
 * sentiment rules of ../analytics/reviewSentiment.ts read them (lexicon-reviews.test.ts checks it).
 */

const split = (text: string) => text.split(' ');

/** What reviewers of a genre talk about; games share GAME_ASPECTS plus their subgenre's. */
export const APP_ASPECTS: Readonly<Record<number, readonly string[]>> = {
  6000: split('文件同步 会议功能 审批流程 扫描识别 导出功能 多端协作'),
  6001: split('预报准确度 桌面小组件 降雨提醒 空气质量数据 逐小时预报'),
  6002: split('小组件 识别速度 导出功能 操作逻辑 后台占用 扫码功能'),
  6003: split('酒店预订 机票价格 行程规划 退改服务 景点攻略 客服响应'),
  6004: split('比分推送 直播画质 赛事数据 球队资讯 训练计划'),
  6005: split('聊天功能 社区氛围 找好友功能 动态推送 隐私设置 语音通话'),
  6006: split('词条内容 查询速度 释义准确度 离线词库 搜索功能'),
  6007: split('待办提醒 多端同步 日程视图 小组件 番茄钟 笔记排版'),
  6008: split('滤镜效果 美颜效果 剪辑功能 导出画质 模板数量 修图工具'),
  6009: split('新闻推送 资讯时效 内容质量 评论区 排版'),
  6010: split('路线规划 定位精度 语音播报 实时路况 离线地图'),
  6011: split('曲库 音质 歌词同步 每日歌单 播放器界面 会员价格'),
  6012: split('商家信息 配送速度 优惠活动 预约功能 服务质量 客服'),
  6013: split('训练计划 运动记录 饮食记录 数据统计 课程内容 手环同步'),
  6015: split('到账速度 记账分类 账单统计 安全验证 理财产品 数据同步'),
  6016: split('片源 播放清晰度 会员价格 弹幕 首页内容 缓存功能'),
  6017: split('课程内容 老师讲解 题库 学习计划 打卡功能 单词发音'),
  6018: split('书库 排版 阅读体验 听书功能 更新速度 翻页效果'),
  6020: split('问诊服务 挂号流程 医生回复 药品配送 健康档案'),
  6021: split('杂志内容 排版 更新速度 订阅价格'),
  6022: split('商品信息 比价功能 评测内容 比价准确度'),
  6023: split('菜谱内容 配送速度 菜品种类 优惠活动 步骤讲解'),
  6024: split('物流速度 商品质量 售后服务 优惠券 退换货 价格 客服态度'),
  6025: split('贴纸数量 贴纸画风 更新频率'),
  6026: split('代码高亮 调试功能 文档 连接速度'),
  6027: split('画笔工具 图层功能 模板数量 导出功能 素材库'),
};
export const DEFAULT_APP_ASPECTS = split('界面设计 操作体验 功能设计 运行速度 稳定性');
export const GAME_ASPECTS = split('画面 玩法 操作手感 音效 剧情 福利活动 新手引导 平衡性 服务器');
export const GAME_SUBGENRE_ASPECTS: Readonly<Record<number, readonly string[]>> = {
  7001: split('打击感 技能设计 连招手感'),
  7002: split('地图设计 解谜环节 探索内容'),
  7003: split('关卡设计 小游戏种类'),
  7004: split('对局节奏 规则讲解'),
  7005: split('卡牌平衡 抽卡概率 卡组搭配'),
  7006: split('玩法种类 奖励机制'),
  7009: split('亲子玩法 关卡难度'),
  7011: split('曲目数量 判定手感 节奏谱面'),
  7012: split('关卡难度 谜题设计 提示系统'),
  7013: split('车辆手感 赛道设计 改装系统'),
  7014: split('角色立绘 抽卡概率 养成系统 剧情配音'),
  7015: split('经营玩法 建造系统 自由度'),
  7016: split('球员操作 比赛节奏 赛季内容'),
  7017: split('兵种搭配 策略深度 联盟玩法'),
  7018: split('题库 答题节奏'),
  7019: split('文笔 剧情分支 结局设计'),
};

/** Verdicts on an aspect, by grade: 2 glowing, 1 pleased, −1 let down, −2 angry. */
export const ASPECT_VERDICTS: Readonly<Record<-2 | -1 | 1 | 2, readonly string[]>> = {
  2: split(
    '{a}真的没得说 {a}特别给力 {a}做得太棒了 {a}完全超出预期 {a}是同类里最好的 {a}让人惊喜 {a}好得没话说 {a}无可挑剔',
  ),
  1: split('{a}挺不错的 {a}让人满意 {a}做得很用心 {a}比想象中出色 {a}很贴心 {a}很靠谱 {a}值得表扬 {a}越来越好了'),
  [-1]: split(
    '{a}有点让人失望 {a}不太行 {a}还有不少问题 {a}不太稳定 {a}体验比较差 {a}有待改进 {a}比之前差了 {a}让人不太满意',
  ),
  [-2]: split(
    '{a}简直一塌糊涂 {a}太差劲了 {a}烂到家了 {a}让人无语 {a}离谱到极点 {a}问题一大堆 {a}差得没法说 {a}垃圾得很',
  ),
};

/** Whole sentences by sentiment, for apps and for games. */
export const APP_SENTENCES = {
  positive: split(
    '界面简洁，用起来很顺手 更新之后更流畅了 操作很简单，长辈也能很快上手 启动速度很快 {s}功能特别方便 客服回复很快，态度也好 几乎不打扰人，很良心 找了很久终于找到好用的{s}{k}',
  ),
  negative: split(
    '一打开就闪退 广告太多了，关都关不掉 越更新越难用 登录不上，一直提示网络错误 耗电特别厉害 {s}功能经常出错 动不动就卡死 会员太贵了，免费功能越来越少',
  ),
} as const;
export const GAME_SENTENCES = {
  positive: split(
    '画面很精美，看得出来很用心 {s}玩法很有意思，每天都想上线 和朋友组队玩很开心 不充钱也能玩得很好，良心 音乐和画面都很棒 玩起来停不下来 运营很贴心，福利给力',
  ),
  negative: split(
    '充值了却没有到账 太肝了，不充钱根本玩不下去 匹配时间太长，经常掉线 更新之后一直闪退，进不去 抽卡概率低得离谱 外挂太多，没人管 服务器动不动就崩',
  ),
} as const;

/** Sentences naming the version on sale. */
export const VERSION_SENTENCES = {
  positive: split('更新到{v}之后明显流畅多了 {v}版本新加的{s}很实用 {v}修好了之前的小毛病，给力'),
  negative: split('升级到{v}之后就一直闪退 {v}版本的{s}经常出错 更新{v}后卡顿得厉害'),
} as const;

/** Openings that carry no sentiment of their own. */
export const APP_OPENINGS = split(
  '用了大半年了， 朋友介绍下载的， 第一次写评论， 老用户了， 下载了一个星期， 换了好几个同类{k}， 每天都在用， 工作需要下载的， 同事安利的， 说实话，',
);
export const GAME_OPENINGS = split(
  '玩了三个月了， 从公测玩到现在， 假期入的坑， 朋友拉我来玩的， 第一次写评论， 老玩家了， 刚玩了一周， 说实话，',
);

/** Closings by sentiment. */
export const CLOSINGS = {
  positive: split('推荐给大家！ 五星支持！ 希望越做越好！ 会一直用下去的。 必须好评。 爱了爱了。 值得下载。'),
  mixed: split('总体一般吧。 先给三星，观望一下。 还行，凑合用。 中规中矩吧。 有好有坏吧。'),
  negative: split('已经卸载了。 很失望。 不推荐下载。 差评！ 后悔下载了。 太让人失望了。'),
} as const;

/** Wishes a four-star reviewer adds: neither praise nor complaint. */
export const WISHES = split(
  '要是能加个夜间模式就更好了。 希望以后多出点新内容。 期待后续更新。 希望能支持更多设备。 希望{s}能再多一些选项。 盼着下个版本。',
);

/** Titles by sentiment; `{a}` ones name the review's first aspect. */
export const TITLES = {
  positive: split(
    '{a}很赞 {a}给力 {a}没得说 喜欢这个{a} 强烈推荐 五星好评 好用 越用越喜欢 良心{k} 值得下载 惊喜 超级好用 爱了爱了 给开发者点赞',
  ),
  game: split('超级好玩 停不下来 画面很赞 良心游戏 强烈推荐 五星好评 好玩 爱了爱了'),
  mixed: split('{a}一般 {a}还行 还行吧 中规中矩 一般般 有好有坏 凑合能用 喜忧参半'),
  negative: split('{a}太差 {a}有问题 {a}让人失望 很失望 差评 不推荐 体验很差 越来越差 后悔下载'),
} as const;

/** Very short reviews, by sentiment. */
export const SHORT = {
  positive: split('好用！ 很棒 五星！ 好评 推荐 不错不错 爱了'),
  mixed: split('一般 还行吧 凑合 马马虎虎'),
  negative: split('垃圾 太差了 闪退 卸载了 失望'),
} as const;
