import { createTransport } from 'nodemailer';
import { messageHtml } from './message-html';
import { smtpFailure } from './retry';
import type { SmtpSettings } from './settings';
import type { ReadyMessage, Transport } from './transport';

export interface SmtpTransportOptions {
  settings: SmtpSettings;
  from: string;
  replyTo?: string;
  /** The registry's name, at the top of the HTML part. */
  sender: string;
  /** Connections kept open to the relay (default 5). */
  maxConnections?: number;
  /** How long a silent relay is waited for, per step, before the try fails and is retried (default 30 s). */
  socketTimeoutMs?: number;
}

/** The https link of a List-Unsubscribe header (RFC 2369: `<https://…>, <mailto:…>`), for the HTML part. */
function unsubscribeLink(headers: Record<string, string> | undefined): string | undefined {
  return /<(https?:[^>]+)>/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
}

/**
 * E-mail over SMTP with nodemailer, on a pool of connections. smtp:// requires STARTTLS (a relay that
 * does not offer it fails the try) unless `?tls=none`; smtps:// is TLS from the start.
 */
export function smtpTransport(options: SmtpTransportOptions): Transport {
  const { settings, from, replyTo, sender } = options;
  const timeout = options.socketTimeoutMs ?? 30_000;
  const mailer = createTransport({
    pool: true,
    maxConnections: options.maxConnections ?? 5,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    ignoreTLS: !settings.secure && !settings.requireTls,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    tls: { minVersion: 'TLSv1.2', ...(settings.ca ? { ca: [settings.ca] } : {}) },
    connectionTimeout: Math.min(timeout, 15_000),
    greetingTimeout: Math.min(timeout, 15_000),
    socketTimeout: timeout,
  });
  return {
    async send(message: ReadyMessage) {
      try {
        const info = await mailer.sendMail({
          from,
          ...(replyTo ? { replyTo } : {}),
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: messageHtml({
            lang: message.locale,
            subject: message.subject,
            text: message.text,
            sender,
            link: message.link,
            code: message.code,
            unsubscribe: unsubscribeLink(message.headers),
          }),
          messageId: message.messageId,
          date: message.createdAt,
          headers: {
            ...message.headers,
            'Content-Language': message.locale,
            // RFC 3834: an automatic message; out-of-office replies should not answer it.
            'Auto-Submitted': 'auto-generated',
          },
        });
        return info.response ? String(info.response).slice(0, 200) : undefined;
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    async close() {
      mailer.close();
    },
  };
}
