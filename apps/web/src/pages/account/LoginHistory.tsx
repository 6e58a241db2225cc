import { Button, message as antMessage, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import {
  LOGIN_METHOD_LABELS,
  PROFILE_TEXTS,
  type DataOf,
  type accountLogins,
  type LoginMethod,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { endOtherSessions, useAccountLoginsQuery, useAccountRefresh } from '../../api/account.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import styles from './Profile.module.css';

/** A login as the table shows it, keyed by its place in the list (two logins can look the same). */
type Login = DataOf<typeof accountLogins>['list'][number] & { key: number };

const COLUMNS: TableColumnsType<Login> = [
  { title: '登录时间', dataIndex: 'time', key: 'time', width: 180 },
  {
    title: '设备',
    dataIndex: 'device',
    key: 'device',
    render: (device: string, login) => (
      <span className={styles.device}>
        {device}
        {login.current && (
          <Tag color="processing" bordered={false}>
            当前设备
          </Tag>
        )}
      </span>
    ),
  },
  { title: 'IP 地址', dataIndex: 'ip', key: 'ip', width: 180 },
  {
    title: '登录方式',
    dataIndex: 'method',
    key: 'method',
    width: 140,
    render: (method: LoginMethod) => LOGIN_METHOD_LABELS[method],
  },
];

/** 登录记录: the newest 20 logins, and ending the other devices' sessions. */
export function LoginHistory({ uid }: { uid: number }) {
  const logins = useAccountLoginsQuery(uid);
  const refresh = useAccountRefresh();
  const [message, holder] = antMessage.useMessage();
  const others = logins.data?.otherSessions ?? 0;

  const onEnd = async () => {
    try {
      const envelope = await endOtherSessions();
      if (envelope.code !== 0) return void message.error(envelope.msg);
      void message.success(PROFILE_TEXTS.sessionsEnded);
      await refresh();
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  return (
    <>
      {holder}
      <div className={styles.sessions} data-testid="other-sessions">
        <span>
          {others > 0 ? (
            <>
              除当前设备外，还有 <strong>{others}</strong> 台设备处于登录状态
            </>
          ) : (
            '当前仅此设备处于登录状态'
          )}
        </span>
        <Popconfirm
          title="退出其他设备"
          description="其他设备上的登录将全部失效，当前设备保持登录。确定吗？"
          okText="全部退出"
          cancelText="取消"
          onConfirm={onEnd}
          disabled={others === 0}
        >
          <Button disabled={others === 0} data-testid="end-other-sessions">
            退出其他设备
          </Button>
        </Popconfirm>
      </div>
      {logins.isError ? (
        <LoadFailure error={logins.error} onRetry={() => void logins.refetch()} testId="logins-error" />
      ) : (
        <div data-testid="login-history">
          <Table<Login>
            rowKey="key"
            size="middle"
            columns={COLUMNS}
            dataSource={(logins.data?.list ?? []).map((login, key) => ({ ...login, key }))}
            loading={logins.isFetching && !logins.data}
            pagination={false}
            locale={{ emptyText: '暂无登录记录' }}
          />
        </div>
      )}
    </>
  );
}
