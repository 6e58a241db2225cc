/**
 * An alert as text: Markdown for the group bots, plain text for the generic webhook and the mail's
 * text part. Every form ends with the footer naming 榜眼 (ALERT_KEYWORD), so a bot secured by a
 * keyword accepts our messages when that keyword is 榜眼.
 */
import { safeLink, type AlertMessage } from './delivery.ts';

/** The word every rendered alert contains: the keyword to set on a keyword-secured bot. */
export const ALERT_KEYWORD = '榜眼';
export const ALERT_FOOTER = `来自${ALERT_KEYWORD}提醒`;
export const LINK_TEXT = '查看详情';

/** The most UTF-8 bytes of lines one message carries (WeCom's Markdown allows 4096 in all). */
const MAX_LINES_BYTES = 3_000;
const MAX_LINE_CHARS = 300;

/**
 * The lines that fit MAX_LINES_BYTES, each cut to MAX_LINE_CHARS; when some do not fit, a last line
 * says how many more there are.
 */
export function fittedLines(message: AlertMessage): string[] {
  const lines = message.lines.map((line) =>
    line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line,
  );
  const kept: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    bytes += Buffer.byteLength(line) + 1;
    if (bytes > MAX_LINES_BYTES) break;
    kept.push(line);
  }
  const rest = lines.length - kept.length;
  return rest > 0 ? [...kept, `……另有 ${rest} 条，请${LINK_TEXT}`] : kept;
}

/**
 * Text with its link and mention syntax made inert: square and angle brackets become their
 * full-width forms, so an app's or a keyword's name can add no link, tag or @mention to a bot's
 * Markdown.
 */
function inert(text: string): string {
  return text.replace(/[[\]<>]/g, (c) => ({ '[': '［', ']': '］', '<': '＜', '>': '＞' })[c]!);
}

/**
 * The Markdown of the WeCom and DingTalk group bots: a heading, the lines (quoted for WeCom, a list
 * for DingTalk, whose Markdown needs blank lines between blocks), the link and the footer.
 */
export function markdownText(message: AlertMessage, flavour: 'wecom' | 'dingtalk'): string {
  const link = safeLink(message);
  const lines = fittedLines(message).map(inert);
  const title = inert(message.title);
  if (flavour === 'wecom') {
    return [
      `## ${title}`,
      ...lines.map((line) => `> ${line}`),
      ...(link ? [`[${LINK_TEXT}](${link})`] : []),
      `<font color="comment">${ALERT_FOOTER}</font>`,
    ].join('\n');
  }
  return [
    `### ${title}`,
    lines.map((line) => `- ${line}`).join('\n'),
    ...(link ? [`[${LINK_TEXT}](${link})`] : []),
    ALERT_FOOTER,
  ].join('\n\n');
}

/** Plain text: the title, the lines, the link and the footer, one per line. */
export function plainText(message: AlertMessage): string {
  const link = safeLink(message);
  return [message.title, ...fittedLines(message), ...(link ? [`${LINK_TEXT}：${link}`] : []), `——${ALERT_FOOTER}`].join(
    '\n',
  );
}
