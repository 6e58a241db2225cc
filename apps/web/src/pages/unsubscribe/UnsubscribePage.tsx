import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from 'antd';
import { BellOutlined, CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import {
  ACCOUNT_ALERTS_PATH,
  ALERT_CHANNEL_LABELS,
  ALERT_CHANNELS,
  ALERT_SETTING_TEXTS,
  type AlertChannel,
} from '@bangyan/contract';
import { unsubscribeAlerts } from '../../api/alerts.ts';
import { errorMessage } from '../../api/client.ts';
import styles from './Unsubscribe.module.css';

const isChannel = (c: string | null): c is AlertChannel => (ALERT_CHANNELS as readonly string[]).includes(c ?? '');

/** The link's user, channel and token; null when one is missing or the channel is unknown. */
function linkOf(params: URLSearchParams) {
  const u = params.get('u');
  const c = params.get('c');
  const t = params.get('t');
  return u && t && isChannel(c) ? { u, c, t } : null;
}

type Outcome = { ok: boolean; title: string; note: string };

/**
 * /unsubscribe?u&c&t (no login): the link in an alert turns that channel off once the person confirms; the answer,
 * or why it could not, and the way to manage the settings after logging in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const link = linkOf(params);
  const [outcome, setOutcome] = useState<Outcome | null>(
    link ? null : { ok: false, title: '无法退订', note: ALERT_SETTING_TEXTS.unsubscribeBad },
  );
  const [busy, setBusy] = useState(false);

  const confirm = async (l: NonNullable<typeof link>) => {
    setBusy(true);
    try {
      const envelope = await unsubscribeAlerts(l);
      setOutcome(
        envelope.code === 0
          ? {
              ok: true,
              title: ALERT_SETTING_TEXTS.unsubscribed(ALERT_CHANNEL_LABELS[envelope.data.channel]),
              note: '其他渠道和消息中心不受影响，可随时在提醒设置中重新开启。',
            }
          : { ok: false, title: '退订失败', note: envelope.msg },
      );
    } catch (e) {
      setOutcome({ ok: false, title: '退订失败', note: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card} data-testid="unsubscribe">
        {outcome ? (
          <>
            <span className={styles.icon} data-tone={outcome.ok ? 'ok' : 'error'} aria-hidden>
              {outcome.ok ? <CheckCircleOutlined /> : <CloseCircleOutlined />}
            </span>
            <h1 className={styles.title}>{outcome.title}</h1>
            <p className={styles.note} role="status">
              {outcome.note}
            </p>
          </>
        ) : (
          link && (
            <>
              <span className={styles.icon} aria-hidden>
                <BellOutlined />
              </span>
              <h1 className={styles.title}>{`退订${ALERT_CHANNEL_LABELS[link.c]}提醒`}</h1>
              <p className={styles.note}>
                {`确认后，该账号将不再通过${ALERT_CHANNEL_LABELS[link.c]}接收榜眼的提醒；消息中心仍会记录全部提醒。`}
              </p>
              <Button type="primary" size="large" loading={busy} onClick={() => void confirm(link)}>
                确认退订
              </Button>
            </>
          )
        )}
        <Link className={styles.manage} to={ACCOUNT_ALERTS_PATH}>
          登录后管理提醒设置
        </Link>
      </div>
    </div>
  );
}
