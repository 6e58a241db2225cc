import { useState } from 'react';
import { Button, Descriptions, Drawer, message as antMessage, Table, Tabs, Tag } from 'antd';
import {
  formatDateTime,
  formatYuan,
  LOGIN_METHOD_LABELS,
  marketName,
  ORDER_STATUS_LABELS,
  planLabel,
  type AdminInfo,
  type AdminUserDetail,
} from '@bangyan/contract';
import { useOutletContext } from 'react-router';
import { useAdminUserDetail, useUserActions } from '../../api/adminOps.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { MembershipDialog } from './MembershipDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { TierTag } from './UsersPage.tsx';
import styles from './Admin.module.css';

const time = (at: string | null) => (at ? formatDateTime(Date.parse(at)) : '—');

function Lists({ detail }: { detail: AdminUserDetail }) {
  return (
    <Tabs
      items={[
        {
          key: 'follows',
          label: `关注（${detail.follows.length}）`,
          children: (
            <Table
              rowKey={(f) => `${f.market}|${f.country}|${f.appId}`}
              size="small"
              pagination={false}
              scroll={{ x: 480 }}
              dataSource={detail.follows}
              columns={[
                { title: '应用', render: (_, f) => f.name || f.appId },
                {
                  title: '商店',
                  width: 110,
                  render: (_, f) => (f.market === 'ios' ? `App Store ${f.country}` : marketName(f.market)),
                },
                { title: '关注时间', width: 140, render: (_, f) => time(f.createdAt) },
              ]}
            />
          ),
        },
        {
          key: 'keywords',
          label: `关键词（${detail.keywords.length}）`,
          children: (
            <Table
              rowKey={(k) => `${k.country}|${k.keyword}`}
              size="small"
              pagination={false}
              dataSource={detail.keywords}
              columns={[
                { title: '关键词', dataIndex: 'keyword' },
                { title: '国家', dataIndex: 'country', width: 70 },
                { title: '添加时间', width: 140, render: (_, k) => time(k.createdAt) },
              ]}
            />
          ),
        },
        {
          key: 'orders',
          label: `订单（${detail.orders.length}）`,
          children: (
            <Table
              rowKey="orderNo"
              size="small"
              pagination={false}
              scroll={{ x: 520 }}
              dataSource={detail.orders}
              columns={[
                { title: '套餐', render: (_, o) => planLabel(o) },
                { title: '金额', width: 90, render: (_, o) => formatYuan(o.amountFen) },
                { title: '状态', width: 80, render: (_, o) => ORDER_STATUS_LABELS[o.status] },
                { title: '下单时间', width: 140, render: (_, o) => time(o.createdAt) },
              ]}
            />
          ),
        },
        {
          key: 'logins',
          label: `登录记录（${detail.logins.length}）`,
          children: (
            <Table
              rowKey={(l) => `${l.at}|${l.ip}`}
              size="small"
              pagination={false}
              scroll={{ x: 560 }}
              dataSource={detail.logins}
              columns={[
                { title: '时间', width: 140, render: (_, l) => time(l.at) },
                {
                  title: '方式',
                  width: 100,
                  render: (_, l) => LOGIN_METHOD_LABELS[l.method],
                },
                { title: 'IP', dataIndex: 'ip', width: 120 },
                { title: '设备', dataIndex: 'userAgent', ellipsis: true },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

/** A user's detail: the account, its actions by the operator's permissions, and its follows, keywords, orders, logins. */
export function UserDrawer({ uid, onClose }: { uid: string; onClose: () => void }) {
  const admin = useOutletContext<AdminInfo>();
  const detail = useAdminUserDetail(uid);
  const { setMembership, setDisabled } = useUserActions();
  const [dialog, setDialog] = useState<'membership' | 'status' | null>(null);
  const [message, holder] = antMessage.useMessage();
  const user = detail.data?.user;
  const can = (p: AdminInfo['permissions'][number]) => admin.permissions.includes(p);
  return (
    <Drawer
      open
      title={user ? `${user.nickname}（ID ${user.uid}）` : '用户详情'}
      size="min(736px, 100vw)"
      onClose={onClose}
    >
      {holder}
      {detail.isError && <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />}
      {user && detail.data && (
        <div data-testid="admin-user-detail">
          <div className={styles.actions}>
            {can('membership.grant') && (
              <Button type="primary" onClick={() => setDialog('membership')}>
                设置会员
              </Button>
            )}
            {can('users.disable') && (
              <Button danger={!user.disabled} onClick={() => setDialog('status')}>
                {user.disabled ? '启用账号' : '停用账号'}
              </Button>
            )}
          </div>
          <Descriptions size="small" column={1} bordered className={styles.gap}>
            <Descriptions.Item label="手机">{user.phone ? `+${user.region} ${user.phone}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{user.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="当前会员">
              <TierTag tier={user.tier} endsAt={user.tierEndsAt} />
              {user.trialUntil && <span className={styles.muted}>{`（SVIP试用至 ${time(user.trialUntil)}）`}</span>}
            </Descriptions.Item>
            <Descriptions.Item label="微信">{user.wechatBound ? '已绑定' : '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="注册 / 最近登录">{`${time(user.createdAt)} / ${time(user.lastLoginAt)}`}</Descriptions.Item>
            <Descriptions.Item label="状态">
              {user.disabled ? (
                <>
                  <Tag color="red">已停用</Tag>
                  {`${time(user.disabledAt)}，原因：${user.disabledReason}`}
                </>
              ) : (
                <Tag color="green">正常</Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Lists detail={detail.data} />
        </div>
      )}
      {dialog === 'membership' && user && (
        <MembershipDialog
          user={user}
          onClose={() => setDialog(null)}
          onSubmit={async (form) => {
            await setMembership({ uid: user.uid, ...form });
            setDialog(null);
            void message.success('会员已更新，用户会在消息中心收到通知');
          }}
        />
      )}
      {dialog === 'status' && user && (
        <ReasonDialog
          title={user.disabled ? '启用账号' : '停用账号'}
          okText={user.disabled ? '启用' : '停用'}
          danger={!user.disabled}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await setDisabled({ uid: user.uid, disabled: !user.disabled, reason });
            setDialog(null);
            void message.success(user.disabled ? '账号已启用' : '账号已停用，其登录状态已全部退出');
          }}
        >
          <p>
            {user.disabled
              ? '启用后该用户可以重新登录。'
              : '停用后该用户的所有登录状态立即失效，并且无法再登录，直到重新启用。'}
          </p>
        </ReasonDialog>
      )}
    </Drawer>
  );
}
