import { useState } from 'react';
import { Button, Modal } from 'antd';
import type { UserInfo } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { bindWechatAccount } from '../../api/user.ts';
import { useFormMessage } from '../../components/account/ContactCode.tsx';
import { useCredentials } from './useCredentials.tsx';
import styles from './AuthPage.module.css';

interface BindProps {
  ticket: string;
  onLoggedIn: (user: UserInfo) => void;
  onRegister: (ticket: string) => void;
}

/**
 * The bind flow's form (spec 2.5 UserBindWeChat): bind the scanned WeChat to an existing account (password and slide
 * check) and log in, or go to register a new account with it. The dialog and /new/user/wechatbindaccount show it.
 */
export function WechatBindForm({ ticket, onLoggedIn, onRegister }: BindProps) {
  const message = useFormMessage();
  const credentials = useCredentials(message.report, { username: 'bind-username', password: 'bind-password' });
  const [busy, setBusy] = useState(false);

  const bind = async () => {
    const account = credentials.check();
    if (!account) return;
    setBusy(true);
    try {
      const envelope = await bindWechatAccount(ticket, account.username, account.password, account.proof);
      if (envelope.code === 0) return onLoggedIn(envelope.data);
      message.report(envelope.msg);
    } catch (e) {
      message.report(errorMessage(e));
    } finally {
      setBusy(false);
    }
    credentials.newSlide();
  };

  return (
    <div className={styles.bind} data-testid="wechat-bind-form">
      <p className={styles.subtitle}>绑定已有账号后，下次可直接使用微信登录</p>
      {credentials.usernameField}
      {credentials.passwordField}
      {credentials.slide}
      {message.line('bind-error')}
      <Button type="primary" size="large" block loading={busy} onClick={() => void bind()} data-testid="bind-submit">
        绑定并登录
      </Button>
      <Button size="large" block onClick={() => onRegister(ticket)} data-testid="bind-register">
        没有账号？注册新账号并绑定
      </Button>
    </div>
  );
}

/** Spec 2.5 WeChat-not-bound dialog (400 px): the bind form over the page the scan started from. */
export function WechatBindDialog({
  ticket,
  onClose,
  ...props
}: Omit<BindProps, 'ticket'> & { ticket: string | null; onClose: () => void }) {
  return (
    <Modal
      open={ticket !== null}
      onCancel={onClose}
      footer={null}
      width={400}
      centered
      title="该微信尚未绑定账号"
      destroyOnHidden
    >
      <div data-testid="wechat-bind-dialog">{ticket !== null && <WechatBindForm ticket={ticket} {...props} />}</div>
    </Modal>
  );
}
