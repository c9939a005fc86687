import type { EmailSpellingStatus } from '@contract';
import { isValidEmail, normaliseEmail } from '@contract/account';

// The address syntax is the shared account-field rule (the forms check the same); here the smart
// check's spelling suggestions.

export const EMAIL_INVALID_MESSAGE = 'Email is not valid';

/** Mail domains most participants use; a near miss of one is most likely a typo. */
export const COMMON_DOMAINS = [
  'gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'live.com', 'msn.com', 'me.com',
  'comcast.net', 'att.net', 'verizon.net', 'sbcglobal.net', 'bellsouth.net', 'charter.net', 'cox.net', 'ymail.com',
  'protonmail.com', 'proton.me', 'mail.com', 'gmx.com', 'rocketmail.com', 'mac.com', 'earthlink.net', 'optonline.net',
];
const TLD_TYPOS = new Set(['con', 'cmo', 'ocm', 'comm', 'coom', 'cpm', 'vom', 'xom', 'om', 'co,', 'nett', 'ner', 'ent', 'orgg', 'ogr']);

/** How an address is stored and compared: trimmed and lower-cased. */
export { normaliseEmail };

export const isValidEmailSyntax = isValidEmail;

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions, as in "gmial"). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Suggests the common domain the given one is a likely typo of, if any. */
export function suggestDomain(domain: string): string | undefined {
  const lower = domain.toLowerCase();
  if (COMMON_DOMAINS.includes(lower)) return undefined;
  let best: { domain: string; distance: number } | undefined;
  for (const known of COMMON_DOMAINS) {
    const distance = editDistance(lower, known);
    const allowed = known.length <= 7 ? 1 : 2;
    if (distance <= allowed && (!best || distance < best.distance)) best = { domain: known, distance };
  }
  if (best) return best.domain;
  const dot = lower.lastIndexOf('.');
  const tld = lower.slice(dot + 1);
  if (TLD_TYPOS.has(tld)) return `${lower.slice(0, dot)}.${tld.startsWith('n') || tld === 'ent' ? 'net' : tld.startsWith('o') && tld !== 'om' && tld !== 'ocm' ? 'org' : 'com'}`;
  return undefined;
}

/** The email smart check (spec 000 §5): a message blocks; `is_ok: false` only warns. */
export function checkEmailSpelling(raw: string): EmailSpellingStatus {
  const email = raw.trim();
  if (!email) return { is_ok: false, message: 'Email is required' };
  if (!isValidEmailSyntax(email)) return { is_ok: false, message: EMAIL_INVALID_MESSAGE };
  const [local, domain] = [email.slice(0, email.lastIndexOf('@')), email.slice(email.lastIndexOf('@') + 1)];
  const suggested = suggestDomain(domain);
  return suggested ? { is_ok: false, suggestion: `${local}@${suggested}` } : { is_ok: true };
}
