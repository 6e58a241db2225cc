import type { TablePaginationConfig } from 'antd';
import { formatNumber, MARKET_PAGE_SIZE } from '@bangyan/contract';

/**
 * A server-paged table's pagination (the page lives in the address): the answer's page size and
 * total, `unit` naming what is counted (款应用, 个关键词).
 */
export function serverPagination(
  data: { total: number; pageSize: number } | undefined,
  page: number,
  onChange: (page: number) => void,
  unit: string,
): TablePaginationConfig {
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
