import type { ContentLang } from '@contract';
import { formatDocumentTime } from '@/shared/i18n/date-time';
import { readerTimeZone } from '../../lib/reader-time-zone';
import { startTaggedPdf } from '../documents/service';
import type { SignedConsentView } from './consents';
import { SIGNED_CONSENT_TEXTS } from './consent-texts';

// The signed consent as a tagged PDF (documents/tagged-pdf): the consent text as headings,
// paragraphs and list items, then the signature; its own labels in the language it was signed in.
// The embedded DejaVu font covers Spanish (á é í ó ú ñ ü ¿ ¡) and beyond.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
};

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
}

export interface TextBlock {
  role: 'H2' | 'H3' | 'P' | 'LI';
  text: string;
}

/** Turns the consent's HTML into headings, paragraphs and list items (plain text, tags dropped). */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const pattern = /<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(html))) {
    const tag = match[1].toLowerCase();
    const text = decode(match[2].replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, ''))
      .replace(/[ \t\r\n]+/g, ' ')
      .trim();
    if (!text) continue;
    blocks.push({
      role: tag === 'h1' || tag === 'h2' ? 'H2' : tag.startsWith('h') ? 'H3' : tag === 'li' ? 'LI' : 'P',
      text,
    });
  }
  if (blocks.length === 0) {
    const plain = decode(html.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    if (plain) blocks.push({ role: 'P', text: plain });
  }
  return blocks;
}

/**
 * The signing time as the signed consent shows it, in the language signed in: M/d/yyyy h:mm:ss a
 * in English (spec 001 §9), the month in words in Spanish; in `timeZone` (the registry's when it is
 * none Intl knows), which is named.
 */
export function signedAtText(isoDate: string, timeZone: string | null, lang: ContentLang = 'en'): string {
  return formatDocumentTime(isoDate, { timeZone: readerTimeZone(timeZone), lang, style: 'signed' });
}

/** The PDF's file name, in the language the consent was signed in: '…-adult-consent-19.pdf', '…-consentimiento-adulto-19.pdf'. */
export function consentFileName(
  consent: Pick<SignedConsentView, 'study_title' | 'signed_consent_id' | 'consent_type'> & {
    lang?: ContentLang | null;
  },
): string {
  const words = SIGNED_CONSENT_TEXTS[consent.lang ?? 'en'].fileWords[consent.consent_type];
  const slug = `${consent.study_title}-${words}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'consent'}-${consent.signed_consent_id}.pdf`;
}

/** The signed consent as a PDF, its time in `timeZone` (the reader's: readerTimeZone). */
export function renderConsentPdf(consent: SignedConsentView, timeZone: string | null = null): Promise<Buffer> {
  const lang = consent.lang ?? 'en';
  const t = SIGNED_CONSENT_TEXTS[lang];
  const title = `${consent.study_title}: ${consent.description ?? t.signedConsent}`;
  const pdf = startTaggedPdf({ Title: title, Subject: t.signedConsent }, lang);
  const { regular, bold } = pdf;
  pdf.put('H1', title, bold, 17);
  for (const block of htmlToBlocks(consent.consent_text)) {
    if (block.role === 'H2') pdf.put('H2', block.text, bold, 14, 0.4);
    else if (block.role === 'H3') pdf.put('H3', block.text, bold, 12, 0.3);
    else pdf.put('P', block.role === 'LI' ? `• ${block.text}` : block.text, regular, 11, 0.4);
  }
  pdf.moveDown(0.5);
  pdf.put('H2', t.signature, bold, 14, 0.4);
  // The names stand after their labels, each on its label's one line whatever is stored: set
  // smaller or cut, never wrapped, so no part of a name can read as a line of the record.
  if (consent.child_name) pdf.line([{ text: `${t.childName}: ` }, { value: consent.child_name }], 11, 0.2);
  pdf.put('P', consent.agreement_text, regular, 11);
  pdf.line([{ text: `${t.signedBy}: ` }, { value: consent.subject_name }], 11, 0.2);
  pdf.line([{ text: `${t.signedOn}: ${signedAtText(consent.created_at, timeZone, lang)}` }], 11, 0.2);
  pdf.put('P', `${t.meaningLabel}: ${consent.signature_meaning}`, regular, 11, 0.2);
  pdf.put('P', t.number(consent.signed_consent_id), regular, 9, 0.2);
  return pdf.finish();
}
