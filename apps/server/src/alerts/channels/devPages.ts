/**
 * The /dev pages of the channels' development stand-ins (outside production only): the mail outbox,
 * the recorded WeChat template messages and a webhook receiver's arrivals, newest first. Every value
 * is escaped; a mail's HTML shows in a sandboxed iframe (srcdoc: no scripts, no origin, links open a new tab).
 */
import { formatDateTime } from '@bangyan/contract';
import type { DevMailTable, DevWebhookInboxTable, DevWechatMessagesTable } from '@bangyan/db';
import type { Selectable } from 'kysely';
import { escapeHtml } from '../../http/html.ts';

export type DevMail = Selectable<DevMailTable>;
export type DevWechatMessage = Selectable<DevWechatMessagesTable>;
export type DevWebhookArrival = Selectable<DevWebhookInboxTable>;

const STYLE = `body{font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;max-width:960px;margin:32px auto;
padding:0 24px;color:#1f2633;background:#f5f6f8}
h1{font-size:22px;margin:0 0 6px}.lead{color:#6b7380;margin:0 0 20px;line-height:1.6}
.item{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.item h2{font-size:16px;margin:0 0 4px}.meta{color:#6b7380;font-size:13px;margin:0 0 10px}
iframe{width:100%;height:360px;border:1px solid #e3e6eb;border-radius:6px;background:#fff}
pre{background:#f7f8fa;border:1px solid #e3e6eb;border-radius:6px;padding:10px;white-space:pre-wrap;word-break:break-all;
font-size:13px;margin:6px 0 0}
code{background:#eef1f5;padding:2px 6px;border-radius:4px}summary{cursor:pointer;color:#1677ff;font-size:13px;margin-top:8px}
table{border-collapse:collapse;font-size:14px}td{padding:4px 16px 4px 0;vertical-align:top}td:first-child{color:#6b7380}
.empty{background:#fff;border-radius:8px;padding:32px;text-align:center;color:#6b7380}`;

function page(title: string, lead: string, items: string[], empty: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1><p class="lead">${lead}</p>
${items.length > 0 ? items.join('\n') : `<div class="empty">${escapeHtml(empty)}</div>`}</body></html>`;
}

const when = (at: Date) => `${formatDateTime(at)}（北京时间）`;
const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** A mail runs no script and has no origin; its links open in a new tab, as from a mail program. */
const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
const linksInNewTab = (html: string) =>
  /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_blank">`)
    : `<base target="_blank">${html}`;

export function devMailPage(mails: DevMail[], to: string | undefined): string {
  const lead =
    '开发环境未配置 SMTP 服务器（SMTP_HOST、MAIL_FROM），邮件不会真正发出，而是记录在这里（最新的在前，最多 50 封）。' +
    (to ? ` 只显示发给 <code>${escapeHtml(to)}</code> 的邮件。` : '');
  const items = mails.map(
    (m) => `<div class="item" data-testid="dev-mail"><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">收件人 ${escapeHtml(m.recipient)} · ${when(m.created_at)}</p>
${m.html ? `<iframe sandbox="${FRAME_SANDBOX}" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(linksInNewTab(m.html))}"></iframe>` : ''}
<details${m.html ? '' : ' open'}><summary>纯文本内容</summary><pre>${escapeHtml(m.text)}</pre></details></div>`,
  );
  return page('开发环境邮件', lead, items, '还没有邮件。');
}

export function devWechatPage(messages: DevWechatMessage[]): string {
  const lead =
    '开发环境未配置微信公众号（WECHAT_MP_APPID 等），模板消息不会真正发出，而是记录在这里（最新的在前，最多 50 条）。';
  const items = messages.map((m) => {
    const payload = m.payload as { url?: string; data?: Record<string, { value?: string }> };
    // jsonb keeps keys in its own order: show thing1, thing2, time3 as the template lists them.
    const rows = Object.entries(payload.data ?? {})
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([key, field]) => `<tr><td>${escapeHtml(key)}</td><td>${escapeHtml(String(field.value ?? ''))}</td></tr>`)
      .join('');
    const link = payload.url ? `<p class="meta">点击打开 ${escapeHtml(payload.url)}</p>` : '';
    return `<div class="item" data-testid="dev-wechat-message"><h2>模板 ${escapeHtml(m.template_id)}</h2>
<p class="meta">接收者 openid ${escapeHtml(m.openid)} · ${when(m.created_at)}</p><table>${rows}</table>${link}</div>`;
  });
  return page('开发环境微信模板消息', lead, items, '还没有模板消息。');
}

export function devWebhookPage(token: string, receiveUrl: string, arrivals: DevWebhookArrival[]): string {
  const lead =
    `把 <code>${escapeHtml(receiveUrl)}</code> 填作「通用 Webhook」的地址，无需任何账号即可试用 webhook 提醒：` +
    '收到的请求（最新的在前，最多 50 条）显示在这里，请求头中的 X-Bangyan-Signature 可用自己的密钥核对。';
  const items = arrivals.map((a) => {
    const headers = a.headers as Record<string, unknown>;
    return `<div class="item" data-testid="dev-webhook-arrival"><p class="meta">${when(a.created_at)}</p>
<pre>${escapeHtml(pretty(a.body))}</pre>
<details><summary>请求头</summary><pre>${escapeHtml(JSON.stringify(headers, null, 2))}</pre></details></div>`;
  });
  return page(`Webhook 接收测试：${token}`, lead, items, '还没有收到请求。');
}
