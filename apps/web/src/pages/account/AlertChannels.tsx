import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Switch } from 'antd';
import { ApiOutlined, MailOutlined, WechatOutlined } from '@ant-design/icons';
import {
  ACCOUNT_HOME_PATH,
  ALERT_CHANNEL_LABELS,
  ALERT_SETTING_TEXTS,
  type AlertChannel,
  type AlertSettings,
} from '@bangyan/contract';
import { sendAlertTest } from '../../api/alerts.ts';
import { errorMessage } from '../../api/client.ts';
import { testBody, type AlertDraft } from './alertDraft.ts';
import { WebhookFields } from './WebhookFields.tsx';
import profile from './Profile.module.css';
import styles from './Alerts.module.css';

type Change = (patch: Partial<AlertDraft>) => void;

const ON_FIELD = { email: 'emailOn', webhook: 'webhookOn', wechat: 'wechatOn' } as const satisfies Record<
  AlertChannel,
  keyof AlertDraft
>;
const ICONS: Record<AlertChannel, ReactNode> = {
  email: <MailOutlined />,
  webhook: <ApiOutlined />,
  wechat: <WechatOutlined />,
};

/** One channel: its switch, what it sends to, and 发送测试 with the card's values as they stand, saved or not. */
function ChannelCard({
  channel,
  draft,
  onChange,
  children,
}: {
  channel: AlertChannel;
  draft: AlertDraft;
  onChange: Change;
  children: ReactNode;
}) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const on = draft[ON_FIELD[channel]];
  const label = ALERT_CHANNEL_LABELS[channel];
  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      const envelope = await sendAlertTest(testBody(draft, channel));
      setResult({ ok: envelope.code === 0, text: envelope.code === 0 ? ALERT_SETTING_TEXTS.testSent : envelope.msg });
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e) });
    } finally {
      setTesting(false);
    }
  };
  return (
    <div className={styles.card} data-on={on} data-testid={`alert-channel-${channel}`}>
      <div className={styles.cardHead}>
        <span className={profile.bindingIcon} data-tone={channel}>
          {ICONS[channel]}
        </span>
        <span className={styles.cardTitle}>{label}</span>
        <Switch
          checked={on}
          onChange={(value) => onChange({ [ON_FIELD[channel]]: value })}
          checkedChildren="开"
          unCheckedChildren="关"
          aria-label={`${label}提醒`}
        />
      </div>
      <div className={styles.cardBody}>{children}</div>
      <div className={styles.cardFoot}>
        <Button onClick={() => void test()} loading={testing}>
          发送测试
        </Button>
        {result && (
          <span className={styles.result} data-ok={result.ok} role="status">
            {result.text}
          </span>
        )}
      </div>
    </div>
  );
}

const bindLink = (what: string) => (
  <>
    {`未绑定${what}，`}
    <Link to={ACCOUNT_HOME_PATH}>{`前往个人资料绑定${what}`}</Link>
  </>
);

/** The three channels besides the message centre: the bound email, a webhook or group robot, the bound WeChat. */
export function AlertChannels({
  draft,
  settings,
  onChange,
}: {
  draft: AlertDraft;
  settings: AlertSettings;
  onChange: Change;
}) {
  return (
    <div className={styles.cards}>
      <ChannelCard channel="email" draft={draft} onChange={onChange}>
        {settings.email.address ? `提醒发送至 ${settings.email.address}（个人资料中绑定的邮箱）` : bindLink('邮箱')}
      </ChannelCard>
      <ChannelCard channel="webhook" draft={draft} onChange={onChange}>
        <WebhookFields draft={draft} hasSecret={settings.webhook.hasSecret} onChange={onChange} />
      </ChannelCard>
      <ChannelCard channel="wechat" draft={draft} onChange={onChange}>
        {settings.wechat.bound ? '已绑定微信，提醒以榜眼公众号的模板消息送达' : bindLink('微信')}
      </ChannelCard>
    </div>
  );
}
