import { LANGUAGE_HEADER } from './language-header';
import { PARTNER_REF_HEADER } from './partner-ref';
import { REAUTH_HEADER } from './study-consents';

export { LANGUAGE_HEADER };

/**
 * Every request header the API client may send. A partner page calls the API from its own origin,
 * so the browser asks first (CORS preflight) and sends only the headers the server allows: the
 * server's CORS allows exactly this list, and a test checks the client sends nothing outside it.
 */
export const CLIENT_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Cache-Control',
  'Pragma',
  'Expires',
  'X-Client-ID',
  'X-Session-ID',
  'X-application-name',
  REAUTH_HEADER,
  LANGUAGE_HEADER,
  PARTNER_REF_HEADER,
] as const;
