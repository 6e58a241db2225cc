import type { TablePaginationConfig } from 'antd';

/** A console table's pagination: the page asked for, the answer's size and total, `共 N <unit>`. */
export function tablePaging(
  page: number,
  answer: { pageSize: number; total: number } | undefined,
  onChange: (page: number) => void,
  unit = '条',
): TablePaginationConfig {
  return {
    current: page,
    pageSize: answer?.pageSize,
    total: answer?.total ?? 0,
    onChange,
    showSizeChanger: false,
    showTotal: (total) => `共 ${total} ${unit}`,
  };
}
