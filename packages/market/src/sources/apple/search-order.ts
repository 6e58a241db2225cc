import type { KeywordSearchResult } from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { sourceUrl } from '../url.ts';
import { searchOrderSchema } from './formats.ts';

/** The App Store's own result order for a keyword: the ranks behind keyword coverage. */
export class SearchOrderSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  /** `at` in the result is when the order was observed: the asked time, else now. */
  async search(term: string, country: string, at?: Date): Promise<KeywordSearchResult> {
    const observedAt = at ?? new Date();
    const body = await this.http.getJson('apple-search-order', sourceUrl(this.base, '/search', { term, country }, at), searchOrderSchema);
    return {
      term,
      country,
      at: observedAt,
      resultCount: body.resultCount,
      appIds: [...body.results].sort((a, b) => a.position - b.position).map((r) => r.trackId),
      adAppId: body.ad?.trackId ?? null,
    };
  }
}
