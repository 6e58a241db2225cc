import { Link } from 'react-router';
import { Table, Tag } from 'antd';
import { formatDateTime, formatNumber, NO_VALUE, type DeliveryRequest } from '@bangyan/contract';
import { useMyDeliveriesQuery } from '../../api/asoDelivery.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { DeliveryStatusTag } from '../../components/leads/DeliveryStatusTag.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import { AccountPanel } from './AccountPanel.tsx';
import styles from './MyDeliveriesPage.module.css';

/**
 * 我的投放 (/user/deliveries): the ASO delivery requests the user sent from the keyword cart's page, newest first, each
 * with its handling and the operator's note.
 */
export function MyDeliveriesPage() {
  const query = useMyDeliveriesQuery();
  return (
    <AccountPanel title="我的投放" testId="my-deliveries">
      {query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<DeliveryRequest>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          dataSource={query.data?.list ?? []}
          locale={emptyLocale(query.isPending, '还没有投放需求：在应用的关键词页加入购物车，再从购物车提交投放')}
          pagination={false}
          scroll={{ x: 760 }}
          columns={[
            {
              title: '应用',
              width: 180,
              render: (_, d) => (
                <>
                  <Link to={iosAppPath(d.appId, d.country)} data-testid="delivery-row-app">
                    {d.appName}
                  </Link>
                  <div className={styles.sent}>{`提交于 ${formatDateTime(Date.parse(d.createdAt))}`}</div>
                </>
              ),
            },
            {
              title: '关键词（当前 → 目标排名）',
              render: (_, d) =>
                d.keywords.map((k) => (
                  <Tag key={k.keyword} data-testid="delivery-row-keyword">
                    {`${k.keyword}：${k.rank ?? NO_VALUE} → ${k.targetRank}`}
                  </Tag>
                )),
            },
            {
              title: '预算（元）',
              dataIndex: 'budget',
              width: 96,
              align: 'right',
              render: (b: number) => formatNumber(b),
            },
            { title: '联系人', width: 130, render: (_, d) => `${d.contactName} ${d.contactPhone}` },
            {
              title: '进展',
              width: 170,
              render: (_, d) => (
                <>
                  <DeliveryStatusTag status={d.status} />
                  {d.statusNote && <div data-testid="delivery-status-note">{d.statusNote}</div>}
                </>
              ),
            },
          ]}
        />
      )}
    </AccountPanel>
  );
}
