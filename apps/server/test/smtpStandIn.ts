/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for mail tests: it requires the login
 * it was given, can refuse recipients with an SMTP reply code, and parses what it receives.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpStandIn {
  port: number;
  /** Every mail received, parsed, with the envelope's sender and recipients. */
  received: { from: string; to: string[]; mail: ParsedMail }[];
  /** Set to answer every recipient with this reply code (e.g. 550 no such user, 451 try later). */
  refuseRecipients: number | null;
  close(): Promise<void>;
}

export async function startSmtpStandIn(login: { user: string; pass: string }): Promise<SmtpStandIn> {
  const received: SmtpStandIn['received'] = [];
  const state = { refuseRecipients: null as number | null };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuseRecipients === null) return callback();
      callback(Object.assign(new Error('Recipient refused'), { responseCode: state.refuseRecipients }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const envelope = session.envelope;
          received.push({
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    get refuseRecipients() {
      return state.refuseRecipients;
    },
    set refuseRecipients(code: number | null) {
      state.refuseRecipients = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
