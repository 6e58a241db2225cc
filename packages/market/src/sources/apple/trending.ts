import type { TrendingSnapshot } from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { sourceUrl } from '../url.ts';
import { trendingSchema } from './formats.ts';

/** The store's trending searches; the snapshot is stamped with the store's own update time. */
export class TrendingSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  async trending(country: string, at?: Date): Promise<TrendingSnapshot> {
    const body = await this.http.getJson(
      'apple-trending',
      sourceUrl(this.base, '/trending', { country }, at),
      trendingSchema,
    );
    return {
      country,
      at: new Date(body.updatedAt),
      terms: body.trending.map((t) => ({ term: t.term, appId: t.trackId })),
    };
  }
}
