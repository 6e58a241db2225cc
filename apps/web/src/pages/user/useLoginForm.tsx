import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd';
import { validateCodeLogin, type Envelope, type UserInfo } from '@bangyan/contract';
import { codeLoginAccount, loginAccount, sendLoginCode, useSetUserInfo } from '../../api/user.ts';
import { errorMessage } from '../../api/client.ts';
import { useContactCode, useFormMessage } from '../../components/account/ContactCode.tsx';
import { config } from '../../config.ts';
import { wechatWithAccount } from '../../lib/wechat.ts';
import { useCredentials } from './useCredentials.tsx';
import { goToWechatAuthorize } from '../../components/account/wechatAuthorize.ts';
import { WechatQrDialog } from '../../components/account/WechatQrDialog.tsx';
import { WechatBindDialog } from './WechatLogin.tsx';
import styles from './AuthPage.module.css';

type Tab = 'account' | 'vcode';

/**
 * Spec 2.5 login panel, for the login page and the login dialog alike: the account tab (phone or
 * email, password, slide check, forgot-password and register links, WeChat login: the QR dialog, or inside WeChat
 * its web authorization) and the verification-code tab (region, phone, SMS code). Switching tabs hides the message
 * and starts the slide check afresh.
 * `search` is the query the register and forgot-password links carry (the referer); `done` runs
 * once the user is logged in and stored. Answers the form's fields and its submit action.
 */
export function useLoginForm(search: string, done: () => void) {
  const setUserInfo = useSetUserInfo();
  const message = useFormMessage();
  const [tab, setTab] = useState<Tab>('account');
  const [busy, setBusy] = useState(false);
  const credentials = useCredentials(message.report, { username: 'login-username', password: 'login-password' });
  const phone = useContactCode('sms', sendLoginCode, message.report);
  const navigate = useNavigate();
  const [wechatOpen, setWechatOpen] = useState(false);
  const [bindTicket, setBindTicket] = useState<string | null>(null);
  const loggedIn = (user: UserInfo) => {
    setWechatOpen(false);
    setBindTicket(null);
    setUserInfo(user);
    done();
  };

  const resetSlide = credentials.newSlide;
  // Inside WeChat with the official account: its web authorization instead of a QR the phone cannot scan here.
  const inWechat = wechatWithAccount();
  const wechatLogin = () => {
    message.report('');
    if (inWechat) void goToWechatAuthorize(new URLSearchParams(search).get('referer'), message.report);
    else setWechatOpen(true);
  };

  const switchTo = (next: Tab) => {
    if (next === tab) return;
    setTab(next);
    message.report('');
    resetSlide();
  };

  /** Sends a login; on refusal the server's message shows in the panel and the slide starts over (spec 8). */
  const attempt = async (call: () => Promise<Envelope<UserInfo>>) => {
    setBusy(true);
    message.report('');
    try {
      const envelope = await call();
      if (envelope.code !== 0) {
        message.report(envelope.msg);
        resetSlide();
        return;
      }
      setUserInfo(envelope.data);
      done();
    } catch (e) {
      message.report(errorMessage(e));
      resetSlide();
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (tab === 'account') {
      const account = credentials.check();
      if (account) await attempt(() => loginAccount(account.username, account.password, account.proof));
      return;
    }
    const target = phone.target();
    if (target.channel !== 'sms') return;
    const failure = validateCodeLogin({ region: target.regionNum, phone: target.phone, verifyCode: phone.code });
    if (failure) {
      message.report(failure.msg);
      phone.focus(failure.field);
      return;
    }
    await attempt(() => codeLoginAccount(target.regionNum, target.phone, phone.code));
  };

  return {
    submit: () => void submit(),
    content: (
      <>
        <div className={styles.tabs} role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'account'}
            className={`${styles.tab} ${tab === 'account' ? styles.tabActive : ''}`}
            onClick={() => switchTo('account')}
          >
            账号登录
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'vcode'}
            className={`${styles.tab} ${tab === 'vcode' ? styles.tabActive : ''}`}
            onClick={() => switchTo('vcode')}
          >
            验证码登录
          </button>
        </div>
        {tab === 'account' ? (
          <>
            {credentials.usernameField}
            {credentials.passwordField}
            <Link className={styles.forgot} to={`/new/user/forget${search}`}>
              忘记密码？
            </Link>
            {credentials.slide}
            {(config.wechatLogin || inWechat) && (
              <Button type="link" className={styles.wechatButton} onClick={wechatLogin} data-testid="wechat-login">
                微信登录
              </Button>
            )}
          </>
        ) : (
          phone.fields
        )}
        {message.line('login-error')}
        <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="login-submit">
          登录
        </Button>
        <div className={styles.links}>
          <span>还没有账号？</span>
          <Link to={`/new/user/register${search}`}>免费注册</Link>
        </div>
        <WechatQrDialog
          open={wechatOpen}
          onClose={() => setWechatOpen(false)}
          onLoggedIn={loggedIn}
          onNotBound={(ticket) => {
            setWechatOpen(false);
            setBindTicket(ticket);
          }}
        />
        <WechatBindDialog
          ticket={bindTicket}
          onClose={() => setBindTicket(null)}
          onLoggedIn={loggedIn}
          onRegister={(ticket) => {
            const params = new URLSearchParams(search);
            params.set('wechat', ticket);
            void navigate(`/new/user/register?${params}`);
          }}
        />
      </>
    ),
  };
}
