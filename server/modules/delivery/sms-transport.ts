import { httpFailure, networkFailure, retryAfterMs } from './retry';
import type { SmsSettings } from './settings';
import { smsSize } from './sms-segments';
import type { ReadyMessage, Transport } from './transport';

export interface SmsTransportOptions {
  settings: SmsSettings;
  /** Says when a text takes more than one segment (it is sent all the same). */
  log?: (line: string) => void;
  /** How long the relay is waited for (default 15 s); past it the try fails and is retried. */
  timeoutMs?: number;
}

/**
 * Text messages through an HTTP relay speaking Twilio's Messages API, the form most SMS providers
 * accept: POST {url}/Accounts/{sid}/Messages.json, form-encoded To, From (or MessagingServiceSid)
 * and Body, with the account's id and token as Basic authentication; 201 answers the message's sid.
 */
export function smsTransport({ settings, log, timeoutMs = 15_000 }: SmsTransportOptions): Transport {
  const endpoint = `${settings.url}/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message: ReadyMessage) {
      const size = smsSize(message.text);
      if (size.segments > 1)
        log?.(
          `SMS ${message.messageId} (${message.kind}) takes ${size.segments} segments (${size.units} ${size.encoding} units)`,
        );
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else form.set('From', settings.from!);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw networkFailure(error);
      }
      const text = await response.text().catch(() => '');
      let json: { sid?: unknown; message?: unknown; code?: unknown } = {};
      try {
        json = JSON.parse(text) as typeof json;
      } catch {
        // A relay's error page need not be JSON; its status decides.
      }
      // A 2xx took the message: trying again would send it twice, sid or not.
      if (response.ok) return typeof json.sid === 'string' ? json.sid.slice(0, 100) : undefined;
      const detail = typeof json.message === 'string' ? `${json.message}${json.code ? ` (${json.code})` : ''}` : text;
      throw httpFailure(response.status, detail, retryAfterMs(response.headers.get('retry-after')));
    },
    async close() {},
  };
}
