import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from 'antd';
import { ErrorCode, WECHAT_POLL_MS, type UserInfo } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { checkWechatBind, checkWechatLogin, fetchWechatBindQr, fetchWechatQr } from '../../api/user.ts';
import styles from './WechatQrDialog.module.css';

type Qr = { ticket: string; qrcodeUrl: string; connectUrl?: string; scanUrl?: string };

const PURPOSES = {
  login: {
    fetchQr: fetchWechatQr,
    check: checkWechatLogin,
    title: '微信扫码登录',
    alt: '微信登录二维码',
    prompt: '请使用微信扫一扫登录',
  },
  bind: {
    fetchQr: fetchWechatBindQr,
    check: checkWechatBind,
    title: '微信扫码绑定',
    alt: '微信绑定二维码',
    prompt: '请使用微信扫一扫，绑定到当前账号',
  },
} as const;

/**
 * Spec 2.5, 4: 'WeChat scan to log in' (360 px), or to bind a WeChat to the logged-in account. The
 * QR (an image, or WeChat's own QR page in a frame with a website app) is fetched on open and the scan's state polled every second: 0 logs in (or binds), 2001 (not
 * bound, login only) hands the ticket to `onNotBound`; closing stops the polling.
 */
export function WechatQrDialog({
  open,
  onClose,
  onLoggedIn,
  onNotBound,
  purpose = 'login',
}: {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (user: UserInfo) => void;
  onNotBound?: (ticket: string) => void;
  purpose?: keyof typeof PURPOSES;
}) {
  const { fetchQr, check, title, alt, prompt } = PURPOSES[purpose];
  const [qr, setQr] = useState<Qr | null>(null);
  const [problem, setProblem] = useState('');
  const [round, setRound] = useState(0);
  // The latest handlers, so a parent's re-render does not restart the polling.
  const handlers = useRef({ onLoggedIn, onNotBound });
  useEffect(() => {
    handlers.current = { onLoggedIn, onNotBound };
  }, [onLoggedIn, onNotBound]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (ticket: string) => {
      try {
        const envelope = await check(ticket);
        if (!live) return;
        if (envelope.code === 0) return handlers.current.onLoggedIn(envelope.data);
        if (envelope.code === ErrorCode.WECHAT_NOT_BOUND) return handlers.current.onNotBound?.(ticket);
        if (envelope.code !== ErrorCode.WECHAT_WAITING) return setProblem(envelope.msg);
      } catch {
        // A lost poll is retried on the next tick.
      }
      if (live) timer = setTimeout(() => void poll(ticket), WECHAT_POLL_MS);
    };
    fetchQr()
      .then((envelope) => {
        if (!live) return;
        if (envelope.code !== 0) return setProblem(envelope.msg);
        setQr(envelope.data);
        setProblem('');
        timer = setTimeout(() => void poll(envelope.data.ticket), WECHAT_POLL_MS);
      })
      .catch((e: unknown) => live && setProblem(errorMessage(e)));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, round, fetchQr, check]);

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={360} centered title={title} destroyOnHidden>
      <div className={styles.wechat} data-testid="wechat-qr-dialog">
        {qr &&
          !problem &&
          (qr.connectUrl ? (
            // WeChat's own QR page; once the phone confirms, WeChat sends this frame to our callback.
            <iframe className={styles.connect} src={qr.connectUrl} title={alt} data-testid="wechat-connect" />
          ) : (
            <img src={qr.qrcodeUrl} alt={alt} width={200} height={200} />
          ))}
        {problem ? (
          <>
            <div className={styles.error}>{problem}</div>
            <Button onClick={() => setRound((n) => n + 1)}>刷新二维码</Button>
          </>
        ) : (
          <p className={styles.subtitle}>{prompt}</p>
        )}
        {qr?.scanUrl && !problem && (
          <a href={qr.scanUrl} target="_blank" rel="noreferrer" data-testid="wechat-dev-scan">
            开发环境：打开模拟扫码页
          </a>
        )}
      </div>
    </Modal>
  );
}
