import { REAUTH_HEADER } from './study-consents';

/**
 * The language the host page decided (the library's `locale` prop, a gadget's `lang`): the server
 * answers in it even where a signed-in participant's `preferred_language` says otherwise
 * (DECISIONS §12). Without it the page's Accept-Language yields to the participant's choice.
 */
export const LANGUAGE_HEADER = 'X-Registry-Language';

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
] as const;
