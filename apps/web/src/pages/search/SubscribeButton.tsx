import { useState } from 'react';
import { Link } from 'react-router';
import { Button, message as antMessage, Modal } from 'antd';
import { BellFilled, BellOutlined } from '@ant-design/icons';
import { ACCOUNT_SUBSCRIPTIONS_PATH, ErrorCode, KEYWORD_MONITOR_TEXTS, limitOf } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { useMonitorsQuery, useSubscribeKeyword } from '../../api/keyword.ts';
import { useUserInfo } from '../../api/user.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { subscribeDetailPath } from '../../components/search/searchTargets.ts';
import styles from './Search.module.css';

/** Spec 8: codes the subscribe call answers that are only logged (10001, and 401 not logged in). */
const IGNORED_CODES: readonly number[] = [10001, ErrorCode.NOT_LOGGED_IN];

/**
 * 订阅监控 (spec 8 'Subscribe'): a visitor gets the login popup; codes 10001 and 401 are ignored
 * (logged); a quota limit opens the limit dialog; another failure an alert 订阅失败 with the server's
 * message; success a dialog with the daily push time, or that none is set yet. Subscribed, it drops
 * the monitor.
 */
export function SubscribeButton({ keyword, country }: { keyword: string; country: string }) {
  const [modal, modalHolder] = Modal.useModal();
  const { data: user } = useUserInfo();
  const monitors = useMonitorsQuery(user !== undefined && user !== null);
  const subscribe = useSubscribeKeyword();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const showLimit = useDialogStore((s) => s.showLimit);
  const [busy, setBusy] = useState(false);
  const subscribed = monitors.data?.list.some((m) => m.keyword === keyword && m.country === country) ?? false;

  /** Unsubscribing asks first (issue 22); subscribing goes straight on. */
  const onClick = () => {
    if (!user) return openLoginPopup();
    if (!subscribed) return void toggle();
    void modal.confirm({
      title: '取消订阅',
      content: `取消后将不再提醒「${keyword}」的变化，确定取消订阅吗？`,
      okText: '取消订阅',
      okButtonProps: { danger: true },
      cancelText: '保留',
      onOk: toggle,
    });
  };

  const toggle = async () => {
    setBusy(true);
    try {
      const envelope = await subscribe(keyword, country, !subscribed);
      const limit = limitOf(envelope);
      if (IGNORED_CODES.includes(envelope.code)) console.info('subscribe ignored', envelope.code, envelope.msg);
      else if (limit) showLimit(limit);
      else if (envelope.code !== 0) void modal.error({ title: KEYWORD_MONITOR_TEXTS.failed, content: envelope.msg });
      else if (!envelope.data!.isMonitor) void antMessage.success('已取消订阅');
      else
        void modal.success({
          title: '订阅成功',
          content: (
            <div data-testid="subscribe-success">
              <p>
                {envelope.data!.pushTime
                  ? KEYWORD_MONITOR_TEXTS.pushAt(envelope.data!.pushTime)
                  : KEYWORD_MONITOR_TEXTS.noPushTime}
              </p>
              <div className={styles.subscribeLinks}>
                <Link to={subscribeDetailPath(keyword, country)} data-testid="subscribe-detail-link">
                  查看监控详情
                </Link>
                <Link to={ACCOUNT_SUBSCRIPTIONS_PATH} data-testid="subscriptions-link">
                  管理我的订阅
                </Link>
              </div>
            </div>
          ),
        });
    } catch (error) {
      void modal.error({ title: KEYWORD_MONITOR_TEXTS.failed, content: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {modalHolder}
      <Button
        icon={subscribed ? <BellFilled /> : <BellOutlined />}
        loading={busy}
        onClick={onClick}
        data-testid="subscribe-keyword"
        data-subscribed={subscribed}
      >
        {subscribed ? '已订阅' : '订阅监控'}
      </Button>
    </>
  );
}
