import { useState } from 'react';
import { Button, Input, message as antMessage, Modal, Popconfirm, Select, Table, Tag } from 'antd';
import {
  ADMIN_OPS_TEXTS,
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  ADMIN_USERNAME_PATTERN,
  formatDateTime,
  type AdminInfo,
  type AdminOperator,
  type AdminRole,
  type TotpEnrolment,
} from '@bangyan/contract';
import { useOutletContext } from 'react-router';
import { useAdminOperators, useOperatorActions } from '../../api/adminOps.ts';
import { errorMessage } from '../../api/client.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import styles from './Admin.module.css';

const ROLE_OPTIONS = ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }));

/** What is shown once: the password (for a new operator), the TOTP secret and its QR for an authenticator app. */
function ShownOnce({
  title,
  password,
  enrolment,
  onClose,
}: {
  title: string;
  password?: string;
  enrolment: TotpEnrolment;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={title}
      onOk={onClose}
      onCancel={onClose}
      okText="我已保存"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>以下信息只显示这一次，请立即交给对方保管。</p>
      {password && (
        <p>
          密码：
          <span className={styles.secret} data-testid="shown-password">
            {password}
          </span>
        </p>
      )}
      <p>
        动态验证码密钥：
        <span className={styles.secret} data-testid="shown-secret">
          {enrolment.totpSecret}
        </span>
      </p>
      <img className={styles.qr} src={enrolment.qrDataUrl} alt="用身份验证器应用扫描此二维码" />
      <p className={styles.muted}>
        用 Google Authenticator、Microsoft Authenticator 等身份验证器应用扫描二维码，或手动输入密钥。
      </p>
    </Modal>
  );
}

/** /admin/operators (运营账号, admins only): operators, their roles, disabling, new TOTP secrets. */
export function OperatorsPage() {
  const me = useOutletContext<AdminInfo>();
  const operators = useAdminOperators();
  const actions = useOperatorActions();
  const [creating, setCreating] = useState(false);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('operator');
  const [shown, setShown] = useState<{ title: string; password?: string; enrolment: TotpEnrolment } | null>(null);
  const [message, holder] = antMessage.useMessage();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const create = async () => {
    if (!ADMIN_USERNAME_PATTERN.test(username.trim())) return void message.error(ADMIN_OPS_TEXTS.operatorUsername);
    try {
      const made = await actions.create(username.trim(), role);
      setCreating(false);
      setUsername('');
      setShown({ title: `已创建 ${made.operator.username}`, password: made.password, enrolment: made.enrolment });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <section data-testid="admin-operators">
      <h2>运营账号</h2>
      {holder}
      <div className={styles.filters}>
        <Button type="primary" onClick={() => setCreating(true)}>
          新建账号
        </Button>
      </div>
      {operators.isError ? (
        <LoadFailure error={operators.error} onRetry={() => void operators.refetch()} />
      ) : (
        <Table<AdminOperator>
          rowKey="id"
          size="middle"
          loading={operators.isFetching}
          dataSource={operators.data ?? []}
          locale={emptyLocale(operators.isPending, '暂无运营账号')}
          pagination={false}
          scroll={{ x: 860 }}
          columns={[
            { title: '用户名', dataIndex: 'username', width: 140 },
            {
              title: '角色',
              width: 130,
              render: (_, o) =>
                o.id === String(me.id) ? (
                  ADMIN_ROLE_LABELS[o.role]
                ) : (
                  <Select<AdminRole>
                    aria-label={`${o.username}的角色`}
                    size="small"
                    value={o.role}
                    options={ROLE_OPTIONS}
                    onChange={(next) => void run(() => actions.setRole(o.id, next), '角色已修改')}
                  />
                ),
            },
            {
              title: '状态',
              width: 80,
              render: (_, o) => (o.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
            },
            {
              title: '最近登录',
              width: 140,
              render: (_, o) => (o.lastLoginAt ? formatDateTime(Date.parse(o.lastLoginAt)) : '—'),
            },
            {
              title: '操作',
              width: 210,
              fixed: 'right',
              render: (_, o) => (
                <div className={styles.actions}>
                  {o.id !== String(me.id) && (
                    <Button
                      size="small"
                      danger={!o.disabled}
                      onClick={() =>
                        void run(() => actions.setDisabled(o.id, !o.disabled), o.disabled ? '已启用' : '已停用')
                      }
                    >
                      {o.disabled ? '启用' : '停用'}
                    </Button>
                  )}
                  <Popconfirm
                    title="重置动态验证码"
                    description="旧的验证码立即失效，该账号需重新登录"
                    okText="重置"
                    cancelText="取消"
                    onConfirm={() =>
                      void actions
                        .resetTotp(o.id)
                        .then((enrolment) => setShown({ title: `${o.username} 的新动态验证码`, enrolment }))
                        .catch((error: unknown) => void message.error(errorMessage(error)))
                    }
                  >
                    <Button size="small">重置验证码</Button>
                  </Popconfirm>
                </div>
              ),
            },
          ]}
        />
      )}
      {creating && (
        <Modal open title="新建运营账号" okText="创建" onOk={() => void create()} onCancel={() => setCreating(false)}>
          <label className={styles.fieldRow}>
            <span>用户名</span>
            <Input
              aria-label="用户名"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              placeholder="小写字母、数字或 _ . -"
            />
          </label>
          <label className={styles.fieldRow}>
            <span>角色</span>
            <Select<AdminRole> aria-label="角色" value={role} onChange={setRole} options={ROLE_OPTIONS} />
          </label>
          <p className={styles.muted}>密码和动态验证码密钥由系统生成，创建后只显示一次。</p>
        </Modal>
      )}
      {shown && <ShownOnce {...shown} onClose={() => setShown(null)} />}
    </section>
  );
}
