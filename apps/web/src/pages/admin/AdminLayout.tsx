import { Button, Layout, Menu, Spin } from 'antd';
import { ADMIN_ROLE_LABELS } from '@bangyan/contract';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAdminMe, useAdminSession } from '../../api/admin.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { ADMIN_LOGIN_PATH, ADMIN_SECTIONS } from './sections.ts';
import styles from './Admin.module.css';

/**
 * The operator console's frame (/admin/...), apart from the site's header and footer: the menu of the sections the
 * operator's role may use, who is signed in, and the section. Without a console session the login page comes first.
 */
export function AdminLayout() {
  const me = useAdminMe();
  const { logout } = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (me.isPending) {
    return (
      <div className={styles.waiting}>
        <Spin />
      </div>
    );
  }
  if (me.isError) return <LoadFailure error={me.error} onRetry={() => void me.refetch()} />;
  const admin = me.data;
  if (admin === null) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  const sections = ADMIN_SECTIONS.filter((s) => admin.permissions.includes(s.permission));
  if (location.pathname === '/admin' || location.pathname === '/admin/') {
    return <Navigate to={sections[0]?.path ?? ADMIN_LOGIN_PATH} replace />;
  }
  return (
    <Layout className={styles.shell} data-admin-console>
      <Layout.Sider breakpoint="md" collapsedWidth={0} width={200} zeroWidthTriggerStyle={{ top: 12 }}>
        <div className={styles.brand}>榜眼运营后台</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={sections.filter((s) => location.pathname.startsWith(s.path)).map((s) => s.path)}
          items={sections.map((s) => ({ key: s.path, label: s.label }))}
          onClick={({ key }) => void navigate(key)}
        />
      </Layout.Sider>
      <Layout className={styles.main}>
        <Layout.Header className={styles.top}>
          <span data-testid="admin-who">{`${admin.username}（${ADMIN_ROLE_LABELS[admin.role]}）`}</span>
          <Button
            size="small"
            onClick={() => void logout().finally(() => navigate(ADMIN_LOGIN_PATH, { replace: true }))}
          >
            退出
          </Button>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet context={admin} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
