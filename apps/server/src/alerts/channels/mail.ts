/**
 * The mail transport of the platform (alerts, and codes sent to an email address): SMTP through nodemailer when
 * SMTP_HOST and MAIL_FROM are set; otherwise, outside production, the development outbox `dev_mail`
 * (shown at GET /dev/mail); in production without SMTP every send fails, never dropped silently.
 */
import type { Database } from '@bangyan/db';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config, SmtpConfig } from '../../config.ts';
import { DELIVERY_TIMEOUT_MS, DeliveryError } from './delivery.ts';

/** One mail to one recipient: a text body, an optional HTML body, extra headers (List-Unsubscribe), its Message-ID. */
export interface OutgoingMail {
  to: string;
  messageId?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp': a real server; 'outbox': the development outbox; 'none': production without SMTP, every send fails. */
  readonly kind: 'smtp' | 'outbox' | 'none';
  /** Resolves once the mail was handed over; otherwise throws a DeliveryError. */
  sendMail(mail: OutgoingMail): Promise<void>;
}

const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

function checkRecipient(to: string): void {
  if (!ADDRESS.test(to)) throw new DeliveryError(`邮箱地址不正确：${to.slice(0, 100)}`, false);
}

/** The mailer the configuration asks for; `timeoutMs` bounds each SMTP step (connect, greeting, each reply). */
export function createMailer(config: Config, db: Kysely<Database>, options: { timeoutMs?: number } = {}): Mailer {
  if (config.smtp) return smtpMailer(config.smtp, options.timeoutMs);
  if (config.env !== 'production') return outboxMailer(db);
  return {
    kind: 'none',
    async sendMail() {
      throw new DeliveryError('未配置邮件服务器（SMTP_HOST、MAIL_FROM），邮件无法发送', false);
    },
  };
}

/** Mail through the SMTP server of the configuration. */
export function smtpMailer(smtp: SmtpConfig, timeoutMs: number = DELIVERY_TIMEOUT_MS): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async sendMail(mail) {
      checkRecipient(mail.to);
      try {
        await transport.sendMail({ from: smtp.from, ...mail });
      } catch (err) {
        throw smtpFailure(err);
      }
    },
  };
}

/** Connection-level codes of nodemailer that mean "try again later". */
const TRANSIENT = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'ECONNREFUSED']);

/**
 * An SMTP failure as a DeliveryError: a refused login is permanent; otherwise the server's reply code
 * decides (4xx transient, 5xx permanent), and without one network failures and timeouts are retryable.
 */
function smtpFailure(err: unknown): DeliveryError {
  const e = (err ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const said = (e.response ?? e.message ?? '').slice(0, 200);
  if (e.code === 'EAUTH')
    return new DeliveryError('邮件服务器登录失败，请核对 SMTP_USER 和 SMTP_PASS', false, { cause: err });
  if (typeof e.responseCode === 'number' && e.responseCode >= 400)
    return new DeliveryError(`邮件服务器拒绝了邮件（${said}）`, e.responseCode < 500, { cause: err });
  const transient = e.code === undefined || TRANSIENT.has(e.code);
  return new DeliveryError(`邮件服务器暂时无法送达（${said}）`, transient, { cause: err });
}

/** Development: the mail lands in `dev_mail`, readable at GET /dev/mail. */
function outboxMailer(db: Kysely<Database>): Mailer {
  return {
    kind: 'outbox',
    async sendMail(mail) {
      checkRecipient(mail.to);
      await db
        .insertInto('dev_mail')
        .values({ recipient: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .execute();
    },
  };
}
