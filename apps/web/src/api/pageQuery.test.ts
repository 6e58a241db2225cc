import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bangSummary, DEFAULT_COUNTRY } from '@bangyan/contract';
import { textParam } from '../lib/urlParams.ts';
import { endpointQueries } from './endpointQuery.ts';
import { pageQuery, prefetchLoader } from './pageQuery.ts';

const useSummaryQuery = endpointQueries('test')(bangSummary);
const summary = pageQuery(
  {
    country: textParam(
      () => DEFAULT_COUNTRY,
      (s) => /^[a-z]{2}$/.test(s),
    ),
    date: textParam(
      () => '',
      (s) => /^\d{8}$/.test(s),
    ),
  },
  useSummaryQuery,
  (v) => ({ country: v.country, date: v.date || undefined }),
  (v) => v.country !== 'xx',
);

/** Stubs the network: each GET answers the envelope of `data`; the URLs asked for are recorded. */
function stubFetch(data: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      urls.push(String(input));
      return Promise.resolve(new Response(JSON.stringify({ code: 0, msg: 'success', data })));
    }),
  );
  return urls;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
const load = (client: QueryClient, url: string) =>
  prefetchLoader(client, [summary])({ request: new Request(`http://site${url}`) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a route prefetching its page query', () => {
  it('asks for the params the page reads from the address, and returns at once', async () => {
    const urls = stubFetch({ date: '20261122' });
    const client = newClient();
    expect(load(client, '/new/ranking/summary?country=us&date=20261120&other=1')).toBeNull();
    expect(urls).toEqual(['/v1/bang/summary?country=us&date=20261120']);
    // A value the page would not accept reads as its default, as on the page.
    load(client, '/new/ranking/summary?country=USA');
    expect(urls[1]).toBe(`/v1/bang/summary?country=${DEFAULT_COUNTRY}`);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  });

  it("fills the cache entry the page's hook reads: the page renders the answer without asking again", async () => {
    const urls = stubFetch({ date: '20261120' });
    const client = newClient();
    load(client, '/new/ranking/summary?country=us&date=20261120');
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    function Page() {
      const answer = summary.useQuery({ country: 'us', date: '20261120' });
      return createElement('p', null, answer.data ? `day ${(answer.data as { date: string }).date}` : 'loading');
    }
    const html = renderToString(createElement(QueryClientProvider, { client }, createElement(Page)));
    expect(html).toContain('day 20261120');
    expect(urls).toHaveLength(1);
    // The key is the endpoint hook's own.
    expect(client.getQueryData(useSummaryQuery.options({ country: 'us', date: '20261120' }).queryKey)).toEqual({
      date: '20261120',
    });
  });

  it('asks nothing when the page would not ask', () => {
    const urls = stubFetch({});
    load(newClient(), '/new/ranking/summary?country=xx');
    expect(urls).toEqual([]);
  });
});
