import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { ADMIN_TEXTS, TOTP_DIGITS } from '@bangyan/contract';
import { useNavigate } from 'react-router';
import { useAdminSession } from '../../api/admin.ts';
import { errorMessage } from '../../api/client.ts';
import styles from './Admin.module.css';

interface LoginForm {
  username: string;
  password: string;
  code: string;
}

/** /admin/login: username, password and the authenticator app's code. */
export function AdminLoginPage() {
  const { login } = useAdminSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (form: LoginForm) => {
    setPending(true);
    setFailure(null);
    try {
      await login(form);
      await navigate('/admin', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={styles.loginPage} data-admin-console>
      <Card title="榜眼运营后台" className={styles.loginCard}>
        <Form<LoginForm> layout="vertical" onFinish={(form) => void submit(form)} requiredMark={false}>
          <Form.Item name="username" label="用户名" rules={[{ required: true, message: ADMIN_TEXTS.username }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: ADMIN_TEXTS.password }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="code"
            label="动态验证码"
            extra="打开身份验证器应用，输入其中显示的6位数字"
            rules={[{ required: true, pattern: new RegExp(`^\\d{${TOTP_DIGITS}}$`), message: ADMIN_TEXTS.code }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={TOTP_DIGITS} />
          </Form.Item>
          {failure && <Alert type="error" title={failure} showIcon style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={pending}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
