import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SmsSettings } from './settings';

// The SMS relay calls the registry back when a participant texts its number (STOP, START). Twilio's
// form, which the relay speaks: the request carries `X-Twilio-Signature`, the base64 HMAC-SHA1 under
// the account's token of the URL it called followed by each form field's name and value, the names
// in sorted order. A request without the right signature did not come from the relay.

export function relaySignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Checks a relay's signature with the configured account's token; undefined without an SMS relay. */
export function relaySignatureCheck(
  settings: SmsSettings | undefined,
): ((url: string, params: Record<string, string>, signature: string) => boolean) | undefined {
  if (!settings) return undefined;
  return (url, params, signature) => {
    const expected = Buffer.from(relaySignature(settings.authToken, url, params));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
