import type { SurveyPartnerSettings } from '@/config/settings';

/** The study sources of spec 001 §1, plus `public`: the public application part without a partner (DECISIONS §9). */
export const SURVEY_SOURCES = ['public', 'registry', 'registry_jaeb', 'jaeb'] as const;
export type SurveySource = (typeof SURVEY_SOURCES)[number];

/** Attributes of `<registry-survey>` beyond the ones every registry element takes. */
export const SURVEY_ATTRIBUTES = [
  'study-id',
  'user-study-id',
  'source',
  'partner-mode',
  'partner-client-id',
  'heading',
] as const;

const ID = /^[1-9]\d{0,9}$/;
/** A partner's client id or mode: a short token, never markup or a URL. */
const TOKEN = /^[A-Za-z0-9._-]{1,128}$/;

/** Why a `<registry-survey>` attribute value is invalid, or null when it is fine (or not one of its own). */
export function surveyAttributeProblem(name: string, value: string): string | null {
  switch (name) {
    case 'study-id':
    case 'user-study-id':
      return ID.test(value) ? null : 'expected a positive whole number';
    case 'source':
      return (SURVEY_SOURCES as readonly string[]).includes(value)
        ? null
        : `expected one of ${SURVEY_SOURCES.map((s) => `"${s}"`).join(', ')}`;
    case 'partner-mode':
    case 'partner-client-id':
      return TOKEN.test(value) ? null : 'expected letters, digits, ".", "_" or "-" (at most 128)';
    case 'heading':
      return value.trim() && value.length <= 200 ? null : 'expected a non-empty text of at most 200 characters';
    default:
      return null;
  }
}

/** Which study the gadget opens: by study (the participant's user study of it is looked up) or by user study. */
export interface SurveyTarget {
  studyId: number | null;
  userStudyId: number | null;
}

/** What the survey gadget reads from its (already checked) attributes. */
export interface SurveyConfig {
  target: SurveyTarget;
  source: SurveySource;
  heading: string | null;
  surveyPartner: SurveyPartnerSettings | undefined;
}

/**
 * Turns checked attribute values (null when absent or invalid) into the gadget's configuration.
 * The partner settings need both values: a mode without its client id selects nothing.
 */
export function surveyConfig(read: (name: (typeof SURVEY_ATTRIBUTES)[number]) => string | null): SurveyConfig {
  const id = (name: 'study-id' | 'user-study-id') => {
    const value = read(name);
    return value === null ? null : Number(value);
  };
  const mode = read('partner-mode');
  const clientId = read('partner-client-id');
  return {
    target: { studyId: id('study-id'), userStudyId: id('user-study-id') },
    source: (read('source') as SurveySource | null) ?? 'public',
    heading: read('heading'),
    surveyPartner: mode && clientId ? { mode, clientId } : undefined,
  };
}
