import { useState } from 'react';
import { Button, Input, Table, Tag } from 'antd';
import { ADMIN_SEARCH_MAX, formatDate, formatDateTime, TIER_LABELS, type AdminUser } from '@bangyan/contract';
import { useAdminUsers } from '../../api/adminOps.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { UserDrawer } from './UserDrawer.tsx';
import { tablePaging } from './tablePaging.ts';
import styles from './Admin.module.css';

/** The tier in force, with its last day. */
export function TierTag({ tier, endsAt }: { tier: AdminUser['tier']; endsAt: string | null }) {
  return (
    <>
      <Tag color={tier === 'svip' ? 'gold' : tier === 'vip' ? 'blue' : undefined}>{TIER_LABELS[tier]}</Tag>
      {endsAt && <span className={styles.muted}>{`至 ${formatDate(Date.parse(endsAt) - 1)}`}</span>}
    </>
  );
}

/** /admin/users (用户): search by uid, phone, email or nickname; a row opens the user's detail. */
export function UsersPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const users = useAdminUsers(q, page);
  return (
    <section data-testid="admin-users">
      <h2>用户</h2>
      <div className={styles.filters}>
        <Input.Search
          allowClear
          aria-label="搜索用户"
          placeholder="手机号、邮箱、昵称或用户ID"
          maxLength={ADMIN_SEARCH_MAX}
          enterButton="搜索"
          style={{ maxWidth: 420 }}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
        />
      </div>
      {users.isError ? (
        <LoadFailure error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <Table<AdminUser>
          rowKey="uid"
          size="middle"
          loading={users.isFetching}
          dataSource={users.data?.list ?? []}
          locale={emptyLocale(users.isPending, '没有找到用户')}
          scroll={{ x: 900 }}
          pagination={tablePaging(page, users.data, setPage, '个用户')}
          columns={[
            { title: 'ID', dataIndex: 'uid', width: 80 },
            { title: '昵称', dataIndex: 'nickname', width: 150 },
            {
              title: '手机 / 邮箱',
              render: (_, u) => (
                <>
                  {u.phone && <div>{`+${u.region} ${u.phone}`}</div>}
                  {u.email && <div>{u.email}</div>}
                </>
              ),
            },
            { title: '会员', width: 170, render: (_, u) => <TierTag tier={u.tier} endsAt={u.tierEndsAt} /> },
            {
              title: '注册时间',
              dataIndex: 'createdAt',
              width: 140,
              render: (at: string) => formatDateTime(Date.parse(at)),
            },
            {
              title: '状态',
              width: 80,
              render: (_, u) => (u.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
            },
            {
              title: '操作',
              width: 80,
              fixed: 'right',
              render: (_, u) => (
                <Button size="small" onClick={() => setOpen(u.uid)}>
                  详情
                </Button>
              ),
            },
          ]}
        />
      )}
      {open && <UserDrawer uid={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
