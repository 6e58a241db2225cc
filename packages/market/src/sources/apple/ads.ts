import type { KeywordPopularity } from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { chunks, sourceUrl } from '../url.ts';
import { KEYWORDS_PAGE_MAX, keywordsPageSchema, POPULARITY_BATCH, popularitySchema } from './formats.ts';

/** Apple Ads: search popularity (5..100) of keywords, and the keywords it recommends. */
export class AdsPopularitySource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  /**
   * Popularity of each known term; unknown terms are absent. The request lists terms comma
   * separated, so a term containing a comma cannot be asked for and is absent too.
   */
  async popularity(terms: readonly string[], country: string, at?: Date): Promise<KeywordPopularity[]> {
    const askable = [...new Set(terms)].filter((t) => t !== '' && !t.includes(','));
    const observedAt = at ?? new Date();
    const batches = await Promise.all(
      chunks(askable, POPULARITY_BATCH).map((batch) =>
        this.http.getJson(
          'apple-ads-popularity',
          sourceUrl(this.base, '/popularity', { country, terms: batch.join(',') }, at),
          popularitySchema,
        ),
      ),
    );
    return batches.flatMap((body) =>
      body.data.map((d) => ({ term: d.term, country, at: observedAt, popularity: d.searchPopularity })),
    );
  }

  /** Every recommended keyword, in Apple Ads' order, read page by page. */
  async keywordRecommendations(country: string, at?: Date): Promise<string[]> {
    const terms: string[] = [];
    for (;;) {
      const url = sourceUrl(this.base, '/keywords', { country, offset: terms.length, limit: KEYWORDS_PAGE_MAX }, at);
      const page = await this.http.getJson('apple-ads-keywords', url, keywordsPageSchema);
      terms.push(...page.data.map((k) => k.text));
      if (page.data.length === 0 || terms.length >= page.pagination.totalResults) return terms;
    }
  }
}
