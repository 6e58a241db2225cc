import type { KeywordSearchResult } from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { chunks, sourceUrl } from '../url.ts';
import { SEARCH_ORDER_BATCH, searchOrderSchema } from './formats.ts';

/** The App Store's own result order for keywords: the ranks behind keyword coverage. */
export class SearchOrderSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  /** `at` in each result is when the order was observed: the asked time, else now. */
  async search(term: string, country: string, at?: Date): Promise<KeywordSearchResult> {
    const [result] = await this.searchMany([term], country, at);
    if (!result) throw new Error(`apple-search-order: no result for "${term}"`);
    return result;
  }

  /**
   * Results for many terms, SEARCH_ORDER_BATCH a request, in the order asked. A term with a comma
   * cannot be asked (the list is comma separated) and is left out.
   */
  async searchMany(terms: readonly string[], country: string, at?: Date): Promise<KeywordSearchResult[]> {
    const observedAt = at ?? new Date();
    const askable = [...new Set(terms)].filter((t) => t !== '' && !t.includes(','));
    const bodies = await Promise.all(
      chunks(askable, SEARCH_ORDER_BATCH).map((batch) =>
        this.http.getJson(
          'apple-search-order',
          sourceUrl(this.base, '/search', { terms: batch.join(','), country }, at),
          searchOrderSchema,
        ),
      ),
    );
    return bodies.flatMap((body) =>
      body.results.map((r) => ({
        term: r.term,
        country,
        at: observedAt,
        resultCount: r.resultCount,
        appIds: r.trackIds,
        adAppId: r.ad?.trackId ?? null,
        inAppPurchases: r.inAppPurchases.map((p) => ({
          appId: p.trackId,
          productId: p.productId,
          name: p.name,
          price: p.price,
        })),
        inAppEvents: r.events.map((e) => ({
          appId: e.trackId,
          eventId: e.eventId,
          name: e.name,
          kind: e.badge,
          startAt: new Date(e.startDate),
          endAt: new Date(e.endDate),
        })),
      })),
    );
  }
}
