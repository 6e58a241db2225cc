import type { SourceHttp } from '../http.ts';
import { sourceUrl } from '../url.ts';
import { calibrationSchema } from './formats.ts';

/** One calibration app's true figures for one day (China time), as its developer reports them. */
export interface CalibrationDay {
  appId: number;
  country: string;
  date: string;
  downloads: number;
  revenue: number;
}

/**
 * The published calibration data the download estimates are fitted on. A day is published once it
 * has ended: asking `at` a time within or before the day gives no apps.
 */
export class CalibrationSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  async calibration(country: string, date: string, at?: Date): Promise<CalibrationDay[]> {
    const body = await this.http.getJson(
      'calibration',
      sourceUrl(this.base, '/calibration', { country, date }, at),
      calibrationSchema,
    );
    return body.apps.map((a) => ({
      appId: a.trackId,
      country,
      date: a.date,
      downloads: a.downloads,
      revenue: a.revenue,
    }));
  }
}
