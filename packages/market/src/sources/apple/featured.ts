import type { FeaturedSnapshot } from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { sourceUrl } from '../url.ts';
import { featuredSchema } from './formats.ts';

/** The apps the store features (its Today page); the snapshot is stamped with the store's own update time. */
export class FeaturedSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  async featured(country: string, at?: Date): Promise<FeaturedSnapshot> {
    const body = await this.http.getJson(
      'apple-featured',
      sourceUrl(this.base, '/today', { country }, at),
      featuredSchema,
    );
    return {
      country,
      at: new Date(body.updatedAt),
      items: body.items.map((i) => ({
        appId: i.trackId,
        kind: i.kind,
        label: i.label,
        featuredAt: new Date(i.featuredAt),
      })),
    };
  }
}
