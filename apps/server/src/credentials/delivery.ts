/**
 * Where codes go: by SMS through the configured provider (sms/aliyun.ts, sms/tencent.ts), by email through the SMTP
 * server; without one, outside production, the development outbox (`dev_outbox`, GET /dev/outbox); in production
 * without one, a refusal the visitor reads. A failed delivery is logged with what the provider said.
 */
import { ACCOUNT_TEXTS, CODE_TTL_SECONDS } from '@bangyan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { smtpMailer } from '../alerts/channels/mail.ts';
import type { Deps } from '../http/deps.ts';
import { CodeDeliveryError, outboxProvider, type CodeProvider } from './codes.ts';
import { aliyunSms } from './sms/aliyun.ts';
import { SMS_TIMEOUT_MS, type SmsSender } from './sms/sms.ts';
import { tencentSms } from './sms/tencent.ts';

const refuse = (text: string, detail: string): CodeProvider => ({
  async send() {
    throw new CodeDeliveryError(text, detail);
  },
});

/** '+86 13800138000' → its calling code and number. */
function phoneOf(recipient: string): { region: string; phone: string } {
  const [region = '', phone = ''] = recipient.replace(/^\+/, '').split(' ');
  return { region, phone };
}

export function codeProvider(deps: Pick<Deps, 'config' | 'db'>, log: FastifyBaseLogger): CodeProvider {
  const { config } = deps;
  const outbox = outboxProvider(deps.db);
  const production = config.env === 'production';
  let sms: SmsSender | null = null;
  if (config.sms) sms = (config.sms.provider === 'aliyun' ? aliyunSms : tencentSms)(config.sms, SMS_TIMEOUT_MS);
  const mailer = config.smtp ? smtpMailer(config.smtp) : null;
  const bySms = sms
    ? ({ send: (m) => sms({ ...phoneOf(m.recipient), purpose: m.purpose, code: m.code }) } satisfies CodeProvider)
    : production
      ? refuse(ACCOUNT_TEXTS.smsNotConfigured, 'SMS_PROVIDER is not set')
      : outbox;
  const byMail = mailer
    ? ({
        async send(m) {
          try {
            await mailer.sendMail({
              to: m.recipient,
              subject: `榜眼验证码：${m.code}`,
              text: m.body,
              html: `<p>您的榜眼验证码是 <b style="font-size:20px;letter-spacing:2px">${m.code}</b>，${CODE_TTL_SECONDS / 60}分钟内有效。</p><p style="color:#888">如非本人操作，请忽略本邮件。</p>`,
            });
          } catch (err) {
            throw new CodeDeliveryError(ACCOUNT_TEXTS.mailUnavailable, (err as Error).message, { cause: err });
          }
        },
      } satisfies CodeProvider)
    : production
      ? refuse(ACCOUNT_TEXTS.mailUnavailable, 'SMTP_HOST and MAIL_FROM are not set')
      : outbox;
  return {
    async send(m) {
      try {
        await (m.channel === 'sms' ? bySms : byMail).send(m);
      } catch (err) {
        if (err instanceof CodeDeliveryError)
          log.warn({ channel: m.channel, purpose: m.purpose, detail: err.message }, 'code not delivered');
        throw err;
      }
    },
  };
}
