import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { ErrorCode, PAGE_NAMES, WECHAT_BIND_PATH, type UserInfo, safeReferer } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { checkWechatLogin, useSetUserInfo } from '../../api/user.ts';
import { WechatQrDialog } from '../../components/account/WechatQrDialog.tsx';
import { wechatWithAccount } from '../../lib/wechat.ts';
import { goToWechatAuthorize } from '../../components/account/wechatAuthorize.ts';
import { WechatBindForm } from './WechatLogin.tsx';
import styles from './AuthPage.module.css';

type ScanState =
  { kind: 'checking' } | { kind: 'bind'; ticket: string } | { kind: 'waiting' } | { kind: 'gone'; reason: string };

/**
 * /new/user/wechatbindaccount?ticket=… (spec 2.1 UserBindWeChat): the bind flow on a page of its own. The scan's
 * state is asked once: not bound shows the bind form; already bound logs in; a scan not yet confirmed, or gone (expired
 * or used), offers a fresh QR, whose not-bound answer shows the form here (inside WeChat, WeChat's web authorization,
 * which brings the person back here with a new ticket).
 */
export function WechatBindPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setUserInfo = useSetUserInfo();
  const ticket = params.get('ticket') ?? '';
  const [state, setState] = useState<ScanState>(
    ticket === '' ? { kind: 'gone', reason: '请先使用微信扫码' } : { kind: 'checking' },
  );
  const [qrOpen, setQrOpen] = useState(false);
  // Inside WeChat with the official account: its web authorization, which comes back here when not bound.
  const inWechat = wechatWithAccount();
  const rescan = () =>
    inWechat
      ? void goToWechatAuthorize(params.get('referer'), (reason) => setState({ kind: 'gone', reason }))
      : setQrOpen(true);

  const loggedIn = (user: UserInfo) => {
    setUserInfo(user);
    void navigate(safeReferer(params.get('referer')) ?? '/', { replace: true });
  };
  const register = (t: string) => {
    const next = new URLSearchParams({ wechat: t });
    const referer = safeReferer(params.get('referer'));
    if (referer) next.set('referer', referer);
    void navigate(`/new/user/register?${next}`);
  };

  useEffect(() => {
    if (ticket === '') return;
    let live = true;
    checkWechatLogin(ticket).then(
      (envelope) => {
        if (!live) return;
        if (envelope.code === ErrorCode.WECHAT_NOT_BOUND) setState({ kind: 'bind', ticket });
        else if (envelope.code === ErrorCode.WECHAT_WAITING) setState({ kind: 'waiting' });
        else if (envelope.code === 0) loggedIn(envelope.data);
        else setState({ kind: 'gone', reason: envelope.msg });
      },
      (e: unknown) => live && setState({ kind: 'gone', reason: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
    // Asked once per ticket; the handlers only navigate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  return (
    <div className={styles.page} data-testid="wechat-bind-page">
      <div className={styles.panel}>
        <h1 className={styles.title}>{PAGE_NAMES[WECHAT_BIND_PATH]}</h1>
        {state.kind === 'checking' && <Spin />}
        {state.kind === 'bind' && <WechatBindForm ticket={state.ticket} onLoggedIn={loggedIn} onRegister={register} />}
        {(state.kind === 'waiting' || state.kind === 'gone') && (
          <Result
            status="info"
            title={state.kind === 'waiting' ? '请在手机微信上确认登录' : state.reason}
            subTitle="扫码后若该微信尚未绑定账号，可在此绑定已有账号或注册新账号"
            extra={
              <Button type="primary" onClick={rescan} data-testid="wechat-bind-rescan">
                {inWechat ? '微信登录' : '微信扫码'}
              </Button>
            }
            data-testid="wechat-bind-state"
          />
        )}
      </div>
      <WechatQrDialog
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        onLoggedIn={loggedIn}
        onNotBound={(t) => {
          setQrOpen(false);
          setState({ kind: 'bind', ticket: t });
        }}
      />
    </div>
  );
}
