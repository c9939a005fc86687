// The cross-cutting request rules of spec 000 §7, as pure functions of the call and the session.
import { LANGUAGE_HEADER } from '@contract/language-header';

export interface SessionHeaderValues {
  token: string | null;
  userId: number | null;
  responseId: string | null;
  application: 'qi' | 'registry' | null;
}

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '-1' } as const;

/** True for absolute (`https://…`) and protocol-relative (`//…`) addresses. */
export function isAbsoluteUrl(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
}

/** `apiBase` + path; absolute addresses pass through unchanged. */
export function resolveUrl(apiBase: string, url: string): string {
  if (isAbsoluteUrl(url)) return url;
  return `${apiBase.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Whether an address belongs to the registry API, i.e. may carry the session's credentials. */
export function isApiUrl(apiBase: string, fullUrl: string): boolean {
  if (!isAbsoluteUrl(fullUrl)) return true;
  const base = apiBase.replace(/\/+$/, '');
  return isAbsoluteUrl(base) && (fullUrl === base || fullUrl.startsWith(`${base}/`));
}

/**
 * Alliance addresses: the registry's account API under `/registry/`, shared by the registry and
 * the QI application, so each call says which application it acts for.
 */
export function isAllianceUrl(fullUrl: string): boolean {
  return fullUrl.split('?')[0].includes('/registry/');
}

/** `adminRegister` only picks the application header; it is not part of the payload. */
export function splitAdminFlag(body: unknown): { body: unknown; adminRegister: boolean } {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('adminRegister' in body))
    return { body, adminRegister: false };
  const { adminRegister, ...rest } = body as Record<string, unknown>;
  return { body: rest, adminRegister: Boolean(adminRegister) };
}

export interface HeaderInput {
  fullUrl: string;
  apiUrl: boolean;
  /** false: send no credentials even though a token is stored. */
  auth: boolean;
  adminRegister: boolean;
  session: SessionHeaderValues;
  /** The page's language: the server answers study content and messages in it (DECISIONS §12). */
  locale?: string;
  /** The language the host decided, which the server prefers to the participant's own (LANGUAGE_HEADER). */
  hostLocale?: string;
}

export function requestHeaders({
  fullUrl,
  apiUrl,
  auth,
  adminRegister,
  session,
  locale,
  hostLocale,
}: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { ...NO_CACHE, 'Content-type': 'application/json' };
  if (!apiUrl) return headers;
  if (locale) headers['Accept-Language'] = locale;
  if (hostLocale) headers[LANGUAGE_HEADER] = hostLocale;
  if (auth && session.token) {
    headers.Authorization = `JWT ${session.token}`;
    if (session.userId !== null) headers['X-Client-ID'] = String(session.userId);
  }
  if (session.responseId) headers['X-Session-ID'] = session.responseId;
  if (isAllianceUrl(fullUrl))
    headers['X-application-name'] = adminRegister ? 'registry_admin' : (session.application ?? 'registry');
  return headers;
}
