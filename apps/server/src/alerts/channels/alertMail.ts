/**
 * An alert as an email: subject, text and HTML bodies, and the unsubscribe link in the footer and in
 * the List-Unsubscribe header (RFC 2369) with List-Unsubscribe-Post (RFC 8058), so mail programs offer a
 * one-click unsubscribe too. The URLs are the caller's: `page` a page that asks to confirm, `oneClick`
 * the endpoint that takes the mail program's POST.
 */
import { safeLink, type AlertMessage } from './delivery.ts';
import { escapeHtml } from '../../http/html.ts';
import type { OutgoingMail } from './mail.ts';
import { ALERT_FOOTER, ALERT_KEYWORD, fittedLines, LINK_TEXT, plainText } from './render.ts';

const UNSUBSCRIBE_TEXT = '不想再收到这类提醒？退订';

export function alertEmail(
  to: string,
  message: AlertMessage,
  unsubscribe: { page: string; oneClick: string },
  host: string,
): OutgoingMail {
  const unsubscribeUrl = unsubscribe.page;
  return {
    to,
    ...(message.id ? { messageId: `<alert-${message.id}@${host}>` } : {}),
    subject: `【${ALERT_KEYWORD}】${message.title}`,
    text: `${plainText(message)}\n\n${UNSUBSCRIBE_TEXT}：${unsubscribeUrl}`,
    html: alertHtml(message, unsubscribeUrl),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function alertHtml(message: AlertMessage, unsubscribeUrl: string): string {
  const link = safeLink(message);
  const lines = fittedLines(message)
    .map((line) => `<li style="margin:6px 0">${escapeHtml(line)}</li>`)
    .join('');
  const button = link
    ? `<p style="margin:20px 0 4px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 18px;` +
      `background:#1677ff;color:#fff;border-radius:4px;text-decoration:none">${LINK_TEXT}</a></p>`
    : '';
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(message.title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2633">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px">
<div style="font-size:13px;color:#1677ff;font-weight:600">${ALERT_KEYWORD} · 提醒</div>
<h1 style="font-size:20px;margin:8px 0 12px">${escapeHtml(message.title)}</h1>
<ul style="padding-left:20px;margin:0;font-size:14px;line-height:1.6">${lines}</ul>${button}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#8a919f;text-align:center">${ALERT_FOOTER}。` +
    `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#8a919f">${UNSUBSCRIBE_TEXT}</a></p>
</body></html>`
  );
}
