import { useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_COUNTRY, isCountryCode, isMarketCode } from '@bangyan/contract';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { DEFAULT_SEARCH_STORE, type SearchStore } from '../../components/search/searchTargets.ts';
import styles from './Header.module.css';

/** The iOS chart pages (real-time chart, snapshots, views), whose storefront the box follows. */
const IOS_CHART_PAGE = /^\/new\/ranking\/(?!android)/;

/**
 * Spec 4: on Search the box is iOS with the page's country, on AndroidSearch Android with the page's
 * market, each holding the page's keyword; on an iOS chart page iOS with the page's country (issue 26:
 * the header follows the page's storefront) and an empty field; elsewhere the default store and an
 * empty field.
 */
function pageSearch(pathname: string, query: URLSearchParams): { store: SearchStore; keyword: string } {
  const keyword = query.get('keyword') ?? '';
  const country = query.get('country') ?? '';
  const market = query.get('market') ?? '';
  const ios: SearchStore = {
    ...DEFAULT_SEARCH_STORE,
    platform: 'ios',
    country: isCountryCode(country) ? country : DEFAULT_COUNTRY,
  };
  if (pathname === '/new/search/index') return { store: ios, keyword };
  if (IOS_CHART_PAGE.test(pathname)) return { store: ios, keyword: '' };
  if (pathname === '/new/search/android')
    return {
      store: {
        ...DEFAULT_SEARCH_STORE,
        platform: 'android',
        market: isMarketCode(market) ? market : DEFAULT_SEARCH_STORE.market,
      },
      keyword,
    };
  return { store: DEFAULT_SEARCH_STORE, keyword: '' };
}

/** The header's search bar (spec 2.3): the small search box, starting again from each search page it is on. */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const page = pageSearch(pathname, new URLSearchParams(search));
  const key = `${page.store.platform}|${page.store.country}|${page.store.market}|${page.keyword}`;
  return (
    <div className={styles.search} data-testid="header-search">
      <HeaderSearchBox key={key} initial={page.store} keyword={page.keyword} />
    </div>
  );
}

function HeaderSearchBox({ initial, keyword }: { initial: SearchStore; keyword: string }) {
  const [store, setStore] = useState(initial);
  return <SearchBox store={store} onStoreChange={setStore} size="small" initialKeyword={keyword} />;
}
