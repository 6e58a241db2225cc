import type { SourceHttp } from '../http.ts';
import { sourceUrl } from '../url.ts';
import { hintsSchema } from './formats.ts';

/** The search box's suggestions for a prefix, in the store's order. */
export class HintsSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  async hints(term: string, country: string, at?: Date): Promise<string[]> {
    const body = await this.http.getJson(
      'apple-hints',
      sourceUrl(this.base, '/hints', { term, country }, at),
      hintsSchema,
    );
    return body.hints.map((h) => h.term);
  }
}
