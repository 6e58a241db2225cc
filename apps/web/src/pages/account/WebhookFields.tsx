import { Button, Input, Select } from 'antd';
import { WEBHOOK_KIND_LABELS, WEBHOOK_KINDS, type WebhookKind } from '@bangyan/contract';
import { takesSecret, type AlertDraft } from './alertDraft.ts';
import styles from './Alerts.module.css';

/** Where each kind's address comes from, and what its secret and keyword must be. */
const HELP: Record<WebhookKind, string> = {
  wecom:
    '企业微信群：群设置 → 群机器人 → 添加机器人，新建后复制 Webhook 地址粘贴到上方。企业微信群机器人无需签名密钥。',
  feishu:
    '飞书群：设置 → 群机器人 → 添加机器人 → 自定义机器人，复制 Webhook 地址。安全设置勾选「签名校验」时，把密钥填入签名密钥；勾选「自定义关键词」时，关键词请填「榜眼」。',
  dingtalk:
    '钉钉群：群设置 → 机器人 → 添加机器人 → 自定义，复制 Webhook 地址。安全设置选「加签」时，把 SEC 开头的密钥填入签名密钥；选「自定义关键词」时，关键词请填「榜眼」。',
  generic:
    '榜眼向该地址 POST JSON（source、title、lines、link、text、sentAt），返回 2xx 即视为送达。填写密钥后，请求头 X-Bangyan-Signature 为 sha256= 加 HMAC-SHA256(密钥, X-Bangyan-Timestamp + "." + 请求体) 的十六进制值。',
};

const URL_PLACEHOLDERS: Record<WebhookKind, string> = {
  wecom: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  feishu: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
  dingtalk: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  generic: 'https:// 开头的接收地址',
};

const SECRET_NAMES: Record<WebhookKind, string> = {
  wecom: '',
  feishu: '签名校验密钥',
  dingtalk: '加签密钥（SEC 开头）',
  generic: 'HMAC-SHA256 签名密钥',
};

function secretPlaceholder(kind: WebhookKind, secret: string | null, hasSecret: boolean) {
  if (secret === '') return '保存后将清除已保存的密钥';
  return hasSecret ? '已保存密钥，留空则保持不变' : `${SECRET_NAMES[kind]}（选填）`;
}

/**
 * The webhook's target in its card: the kind, the address and, for signed kinds, the secret, which the page never
 * sees once saved (the placeholder says whether one is; 清除密钥 drops it on saving).
 */
export function WebhookFields({
  draft,
  hasSecret,
  onChange,
}: {
  draft: AlertDraft;
  hasSecret: boolean;
  onChange: (patch: Partial<AlertDraft>) => void;
}) {
  const kind = draft.webhookKind;
  return (
    <div className={styles.fields}>
      <span className={styles.fieldLabel}>类型</span>
      <Select<WebhookKind>
        value={kind ?? undefined}
        placeholder="选择 Webhook 类型"
        options={WEBHOOK_KINDS.map((k) => ({ value: k, label: WEBHOOK_KIND_LABELS[k] }))}
        onChange={(k) => onChange({ webhookKind: k })}
        data-testid="webhook-kind"
      />
      <span className={styles.fieldLabel}>地址</span>
      <Input
        value={draft.webhookUrl}
        placeholder={URL_PLACEHOLDERS[kind ?? 'generic']}
        onChange={(e) => onChange({ webhookUrl: e.target.value })}
        aria-label="Webhook 地址"
      />
      {kind && takesSecret(kind) && (
        <>
          <span className={styles.fieldLabel}>签名密钥</span>
          <div className={styles.secretRow}>
            <Input.Password
              value={draft.webhookSecret ?? ''}
              placeholder={secretPlaceholder(kind, draft.webhookSecret, hasSecret)}
              onChange={(e) => onChange({ webhookSecret: e.target.value === '' ? null : e.target.value })}
              autoComplete="new-password"
              aria-label="签名密钥"
            />
            {hasSecret && draft.webhookSecret !== '' && (
              <Button type="link" onClick={() => onChange({ webhookSecret: '' })}>
                清除密钥
              </Button>
            )}
          </div>
        </>
      )}
      {kind && <p className={styles.help}>{HELP[kind]}</p>}
    </div>
  );
}
