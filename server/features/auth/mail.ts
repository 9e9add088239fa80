// Outgoing mail over SMTP (nodemailer), configured by SMTP_URL or SMTP_HOST/… (server/config.ts, docs/operations.md
// "Password reset e-mail"). One transport per configuration, made on first use.
import { createTransport } from 'nodemailer';
import type { Config, SmtpConfig } from '../../config';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

type Transport = ReturnType<typeof createTransport>;
const transports = new WeakMap<SmtpConfig, Transport>();

function transportOf(smtp: SmtpConfig): Transport {
  let transport = transports.get(smtp);
  if (!transport) {
    transport = createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.auth ? { auth: smtp.auth } : {}),
      // A stuck mail server must not hold a send for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtp, transport);
  }
  return transport;
}

/** Sends one mail; rejects when the server refuses it or cannot be reached. */
export async function sendMail(config: Pick<Config, 'smtp' | 'mailFrom'>, mail: OutgoingMail): Promise<void> {
  if (!config.smtp) throw new Error('SMTP is not configured');
  await transportOf(config.smtp).sendMail({ from: config.mailFrom, ...mail });
}
