import { Link } from 'react-router';
import type { TablePaginationConfig } from 'antd';
import { DEFAULT_COUNTRY, formatAppPrice, formatNumber, MARKET_PAGE_SIZE, type ViewApp } from '@bangyan/contract';
import type { CsvColumn } from '../../../lib/csv.ts';
import styles from './Market.module.css';

/** The pieces the market, ASO and company pages share. */

/** A keyword linking to its search page (Search, iOS) in the storefront. */
export function KeywordLink({ keyword, country, className }: { keyword: string; country: string; className?: string }) {
  return (
    <Link to={`/new/search/index?${new URLSearchParams({ keyword, country })}`} className={className ?? styles.keyword} data-testid="keyword-link">
      {keyword}
    </Link>
  );
}

/** An app's price: 免费 / ¥6 on the China storefront, the store's number elsewhere. */
export const marketPrice = (price: number, country: string): string => (country === DEFAULT_COUNTRY || price === 0 ? formatAppPrice(price) : String(price));

/** The app columns of an exported list: id, name, developer, genre, price. */
export const appCsvColumns = (country: string): CsvColumn<ViewApp>[] => [
  { title: '应用ID', value: (r) => r.appId },
  { title: '应用名称', value: (r) => r.trackName },
  { title: '开发者', value: (r) => r.developerName },
  { title: '分类', value: (r) => r.genreName },
  { title: '价格', value: (r) => marketPrice(r.price, country) },
];

/**
 * A server-paged table's pagination (the page lives in the address): the answer's page size and
 * total, `unit` naming what is counted (款应用, 个关键词).
 */
export function serverPagination(data: { total: number; pageSize: number } | undefined, page: number, onChange: (page: number) => void, unit: string): TablePaginationConfig {
  return {
    current: page,
    pageSize: data?.pageSize ?? MARKET_PAGE_SIZE,
    total: data?.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    showTotal: (n) => `共 ${formatNumber(n)} ${unit}`,
    onChange,
  };
}

/** A signed change next to a figure: +12 red, -3 green, nothing for 0. */
export function Diff({ value }: { value: number }) {
  if (value === 0) return null;
  return <span className={value > 0 ? styles.diffUp : styles.diffDown}>{value > 0 ? `+${value}` : value}</span>;
}
