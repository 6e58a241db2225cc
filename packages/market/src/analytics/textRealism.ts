/**
 * Realism anchors for the store's texts and names, each a figure with its target
 * ({ name, value, target, pass }), on rows a world or the database answers: reviews (distinct
 * texts, sentiment of title and text against the stars), apps with their developers (names fit
 * genres) and the hot companies (organisations, not people).
 */
import { isOrganisation } from './company.ts';
import { developerFitsGenre } from './developerGenre.ts';
import { sentimentOf, sentimentOfStars } from './reviewSentiment.ts';

export interface RealismCheck {
  name: string;
  value: number;
  /** The target as a reader sees it: '≥ 0.9'. */
  target: string;
  pass: boolean;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function atLeast(name: string, value: number, min: number): RealismCheck {
  return { name, value: round(value), target: `≥ ${min}`, pass: value >= min };
}

function share<T>(rows: readonly T[], ok: (row: T) => boolean): number {
  return rows.length === 0 ? 1 : rows.filter(ok).length / rows.length;
}

/** Distinct texts over all texts (an app's reviews: real ones rarely repeat word for word). */
export function distinctTextRatio(texts: readonly string[], min = 0.9): RealismCheck {
  const value = texts.length === 0 ? 1 : new Set(texts).size / texts.length;
  return atLeast('评论文本不重复率', value, min);
}

export interface ReviewText {
  rating: number;
  /** Absent or empty where the store has no titles (Android markets). */
  title?: string | undefined;
  content: string;
}

/** Whether a review's title and text both read as its stars say (1-2 negative, 3 mixed, 4-5 positive). */
export function reviewAgrees(review: ReviewText): boolean {
  const want = sentimentOfStars(review.rating);
  return sentimentOf(review.content) === want && (!review.title || sentimentOf(review.title) === want);
}

/** Share of reviews whose title, text and stars agree. */
export function reviewSentimentAgreement(reviews: readonly ReviewText[], min = 0.98): RealismCheck {
  return atLeast('评论标题、内容与星级一致率', share(reviews, reviewAgrees), min);
}

export interface AppDeveloper {
  primaryGenreId: number;
  developerName: string;
  sellerName: string;
}

/** Share of apps whose developer's names fit their genre (no games publisher selling a shopping app). */
export function developerGenreConsistency(apps: readonly AppDeveloper[], min = 0.99): RealismCheck {
  const value = share(apps, (a) => developerFitsGenre(a.developerName, a.sellerName, a.primaryGenreId));
  return atLeast('开发者名称与应用类别一致率', value, min);
}

/** Share of the hot companies that are organisations: a person is never a hot company. */
export function hotCompaniesAreCompanies(
  companies: readonly { developerName: string; sellerName: string }[],
): RealismCheck {
  const value = share(companies, (c) => isOrganisation(c.developerName, c.sellerName));
  return { name: '热门公司均为企业', value: round(value), target: '= 1', pass: value === 1 };
}
