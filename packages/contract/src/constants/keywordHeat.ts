/**
 * The one explanation of keyword heat (热度) and search popularity (搜索指数) every page shows
 * (data.md "Keyword heat"; the market engine's analytics/heat.ts is the formula): heat =
 * round(4605 + 1967.8·ln(popularity / 5)), so popularity 5 → 4605, 10 → 5969, 100 → 10500.
 */
export const KEYWORD_HEAT_TEXTS = {
  heat:
    '热度：0 到约 11000 的关键词指数，由苹果搜索指数换算。4605 对应搜索指数 5（苹果公布的最低档，约每天 1 次搜索），' +
    '也是最常见的热度；搜索指数每翻一番，热度约加 1364；最热门的词约 10500。',
  popularity:
    '搜索指数：苹果搜索广告公布的搜索热度，5 到 100，与每天搜索量的对数成正比（5 约每天 1 次，100 约每天 300 万次）；热度由它换算。',
} as const;
