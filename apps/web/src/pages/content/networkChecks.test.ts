import { describe, expect, it } from 'vitest';
import { browserName, clockOffset, roundTripSummary } from './networkChecks.ts';

describe('network checks', () => {
  it('names common browsers from their user agent', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(browserName(chrome)).toBe('Chrome 126');
    expect(browserName(`${chrome} Edg/126.0.2592.56`)).toBe('Edge 126');
    expect(
      browserName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari 17');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox 127');
  });

  it('sums up round trips and calls a slow average a warning', () => {
    expect(roundTripSummary([40, 60, 50])).toEqual({ min: 40, avg: 50, status: 'ok' });
    expect(roundTripSummary([900, 1000])).toMatchObject({ status: 'warn' });
  });

  it("judges the local clock against the server's at the round trip's middle", () => {
    expect(clockOffset(1000, 1050, 1100)).toEqual({ offsetMs: 0, status: 'ok' });
    expect(clockOffset(61_000, 1000, 61_000)).toEqual({ offsetMs: 60_000, status: 'warn' });
    expect(clockOffset(0, 400_000, 0)).toEqual({ offsetMs: -400_000, status: 'fail' });
  });
});
