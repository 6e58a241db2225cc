/**
 * A review's sentiment as a reader takes it, from cue words: praise (好用, 流畅, 推荐), complaint
 * (闪退, 失望, 广告太多) and 'so-so' words (一般, 还行, 中规中矩). Negated praise (不好用, 不推荐,
 * 不太满意) is a complaint and harmless phrases (没问题, 差不多) are nothing; both are taken out
 * before the rest is read. A text with a so-so word, or with both praise and complaint, is mixed.
 * What the stars mean: 1-2 negative, 3 mixed, 4-5 positive.
 */

export type Sentiment = 'positive' | 'mixed' | 'negative' | 'neutral';

const longestFirst = (words: string) => words.split(' ').sort((x, y) => y.length - x.length);

/** Phrases that look like a cue but are none. */
const HARMLESS = longestFirst('没问题 没什么问题 差不多 出差 时差');
/** Praise turned into complaint. */
const NEGATED = longestFirst(
  '不好用 不好玩 不好看 不推荐 不方便 不流畅 不满意 不太满意 不喜欢 不稳定 不太稳定 不太行 不行 不靠谱 不值 没意思 不好',
);
const COMPLAINT = longestFirst(
  '差 失望 闪退 卡顿 卡死 垃圾 卸载 难用 广告太多 掉线 打不开 登录不上 没有到账 出错 错误 问题 一塌糊涂 烂 无语 离谱 ' +
    '太贵 太肝 逼氪 玩不下去 外挂 崩 耗电 后悔 有待改进 坑钱 坑人 骗 恶心 慢',
);
const PRAISE = longestFirst(
  '好用 好玩 推荐 喜欢 流畅 不错 满意 方便 赞 给力 精美 良心 惊喜 五星 好评 贴心 实用 靠谱 省心 很快 值得 棒 爱了 ' +
    '完美 出色 舒服 顺手 上手 开心 有意思 停不下来 没得说 没话说 无可挑剔 超出预期 最好 用心 越来越好 越做越好 一直用 很好 好看',
);
const SO_SO = longestFirst('一般 还行 中规中矩 凑合 马马虎虎 有好有坏 喜忧参半 观望 还可以');

/** Whether `text` holds one of `words`, and the text with them blanked out. */
function take(text: string, words: readonly string[]): [boolean, string] {
  let found = false;
  for (const w of words)
    if (text.includes(w)) {
      found = true;
      text = text.replaceAll(w, '|');
    }
  return [found, text];
}

export function sentimentOf(text: string): Sentiment {
  let rest = take(text.toLowerCase(), HARMLESS)[1];
  const [negated, afterNegated] = take(rest, NEGATED);
  rest = afterNegated;
  const [soSo, afterSoSo] = take(rest, SO_SO);
  rest = afterSoSo;
  const [complaint, afterComplaint] = take(rest, COMPLAINT);
  const [praise] = take(afterComplaint, PRAISE);
  const negative = negated || complaint;
  if (soSo || (negative && praise)) return 'mixed';
  if (praise) return 'positive';
  if (negative) return 'negative';
  return 'neutral';
}

/** The sentiment a review of `stars` should read with. */
export function sentimentOfStars(stars: number): Exclude<Sentiment, 'neutral'> {
  return stars <= 2 ? 'negative' : stars === 3 ? 'mixed' : 'positive';
}
