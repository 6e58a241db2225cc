import { useState } from 'react';
import { Table } from 'antd';
import { ADMIN_AUDIT_ACTIONS, formatDateTime, type AdminAudit } from '@bangyan/contract';
import { useAdminAudit } from '../../api/admin.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import styles from './Admin.module.css';

const state = (value: Record<string, unknown> | null) =>
  value === null ? '—' : <pre className={styles.json}>{JSON.stringify(value, null, 1)}</pre>;

/** /admin/audit: every change operators made, newest first, with the state before and after. */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const log = useAdminAudit(page);
  return (
    <section data-testid="admin-audit">
      <h2>操作日志</h2>
      {log.isError ? (
        <LoadFailure error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <Table<AdminAudit>
          rowKey="id"
          size="middle"
          loading={log.isFetching}
          dataSource={log.data?.list ?? []}
          locale={emptyLocale(log.isPending, '暂无操作记录')}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: log.data?.pageSize,
            total: log.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
          }}
          columns={[
            { title: '时间', dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(Date.parse(at)) },
            { title: '操作人', dataIndex: 'admin', width: 110 },
            {
              title: '操作',
              dataIndex: 'action',
              width: 100,
              render: (a: AdminAudit['action']) => ADMIN_AUDIT_ACTIONS[a],
            },
            { title: '对象', dataIndex: 'target', width: 120 },
            { title: '变更前', dataIndex: 'before', render: state },
            { title: '变更后', dataIndex: 'after', render: state },
            { title: 'IP', dataIndex: 'ip', width: 120 },
          ]}
        />
      )}
    </section>
  );
}
