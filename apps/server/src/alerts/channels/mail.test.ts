import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpStandIn, type SmtpStandIn } from '../../../test/smtpStandIn.ts';
import { deliveryFailure } from '../../../test/delivery.ts';
import { loadConfig } from '../../config.ts';
import { alertEmail } from './alertMail.ts';
import type { AlertMessage } from './delivery.ts';
import { smtpMailer } from './mail.ts';

const LOGIN = { user: 'alerts', pass: 'smtp-pass-1' };
const FROM = '榜眼提醒 <alerts@bangyan.example.com>';
const UNSUBSCRIBE_PAGE = 'https://bangyan.example.com/unsubscribe?token=abc';
const UNSUBSCRIBE = {
  page: UNSUBSCRIBE_PAGE,
  oneClick: 'https://bangyan.example.com/v1/public/alertUnsubscribe?token=abc',
};
const HOST = 'bangyan.example.com';
const MESSAGE: AlertMessage = {
  title: '关键词排名变化 <重要>',
  lines: ['微信 在「聊天」的排名 3 → 1', '抖音 在「短视频」的排名 2 → 5'],
  link: 'https://bangyan.example.com/keyword/monitor?id=7',
};

let smtp: SmtpStandIn;
beforeEach(async () => {
  smtp = await startSmtpStandIn(LOGIN);
});
afterEach(() => smtp.close());

function mailerFor(port: number, login = LOGIN, timeoutMs = 2_000) {
  const config = loadConfig({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_USER: login.user,
    SMTP_PASS: login.pass,
    MAIL_FROM: FROM,
  });
  return smtpMailer(config.smtp!, timeoutMs);
}

describe('mail over SMTP', () => {
  it('delivers the alert email: subject, text and HTML bodies, and the unsubscribe header and link', async () => {
    const mailer = mailerFor(smtp.port);
    expect(mailer.kind).toBe('smtp');
    await mailer.sendMail(alertEmail('li.lei@example.com', { ...MESSAGE, id: '42' }, UNSUBSCRIBE, HOST));
    expect(smtp.received).toHaveLength(1);
    const { from, to, mail } = smtp.received[0]!;
    expect(from).toBe('alerts@bangyan.example.com');
    expect(to).toEqual(['li.lei@example.com']);
    expect(mail.from?.value).toEqual([{ name: '榜眼提醒', address: 'alerts@bangyan.example.com' }]);
    expect(mail.subject).toBe('【榜眼】关键词排名变化 <重要>');
    expect(mail.text?.trim()).toBe(
      [
        '关键词排名变化 <重要>',
        ...MESSAGE.lines,
        `查看详情：${MESSAGE.link}`,
        '——来自榜眼提醒',
        '',
        `不想再收到这类提醒？退订：${UNSUBSCRIBE_PAGE}`,
      ].join('\n'),
    );
    const html = String(mail.html);
    expect(html).toContain('<h1 style="font-size:20px;margin:8px 0 12px">关键词排名变化 &lt;重要&gt;</h1>');
    for (const line of MESSAGE.lines) expect(html).toContain(`<li style="margin:6px 0">${line}</li>`);
    expect(html).toContain(`href="${MESSAGE.link}"`);
    expect(html).toContain(`<a href="${UNSUBSCRIBE_PAGE}" style="color:#8a919f">不想再收到这类提醒？退订</a>`);
    const header = (key: string) =>
      // Unfolded: long header lines are folded onto continuation lines.
      mail.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${UNSUBSCRIBE.oneClick}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The same Message-ID on every attempt of one delivery.
    expect(mail.messageId).toBe('<alert-42@bangyan.example.com>');
  });

  it('a refused login is not retryable', async () => {
    const err = await deliveryFailure(
      mailerFor(smtp.port, { user: 'alerts', pass: 'wrong' }).sendMail(
        alertEmail('a@example.com', MESSAGE, UNSUBSCRIBE, HOST),
      ),
    );
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('登录失败');
    expect(smtp.received).toEqual([]);
  });

  it.each([
    [550, false],
    [451, true],
  ])('a recipient refused with %i: retryable %s', async (code, retryable) => {
    smtp.refuseRecipients = code;
    const err = await deliveryFailure(
      mailerFor(smtp.port).sendMail(alertEmail('a@example.com', MESSAGE, UNSUBSCRIBE, HOST)),
    );
    expect(err.retryable).toBe(retryable);
    expect(err.message).toContain(String(code));
  });

  it('a server that is down is retryable', async () => {
    const port = smtp.port;
    await smtp.close();
    const err = await deliveryFailure(
      mailerFor(port).sendMail(alertEmail('a@example.com', MESSAGE, UNSUBSCRIBE, HOST)),
    );
    expect(err.retryable).toBe(true);
    smtp = await startSmtpStandIn(LOGIN);
  });

  it('a server that never greets times out, retryable', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const mailer = mailerFor((silent.address() as AddressInfo).port, LOGIN, 300);
      const err = await deliveryFailure(mailer.sendMail(alertEmail('a@example.com', MESSAGE, UNSUBSCRIBE, HOST)));
      expect(err.retryable).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('refuses a malformed recipient before connecting', async () => {
    const err = await deliveryFailure(
      mailerFor(smtp.port).sendMail(alertEmail('not an address', MESSAGE, UNSUBSCRIBE, HOST)),
    );
    expect(err.retryable).toBe(false);
    expect(smtp.received).toEqual([]);
  });
});
