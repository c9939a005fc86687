import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('embed/survey-gadget-texts', { es: () => import('./survey-gadget-texts.es') });

/**
 * The gadgets' own texts (the survey, sign-in and FAQ screens bring theirs). Spanish:
 * survey-gadget-texts.es.ts, registered by es-embed.ts.
 */
export const SURVEY_GADGET_TEXT = texts('SURVEY_GADGET_TEXT', {
  loading: 'Loading…',
  /** <registry-faq>'s title when the page gives no `heading`. */
  faqTitle: 'Frequently Asked Questions',
  opening: 'Opening your study…',
  notSetUp: {
    title: 'This survey is not available',
    text: 'The page did not say which study to open. Please contact the site that showed you this survey.',
  },
  notFound: {
    title: 'This study is not open for your account',
    text: 'If you think this is a mistake, please contact the registry.',
  },
  loadError: {
    title: 'We could not open the study',
    text: 'Please check your connection and try again.',
    retry: 'Try again',
  },
  home: {
    title: 'Your answers are saved',
    text: 'You can come back to the study at any time.',
    continue: 'Continue the study',
    signOut: 'Sign out',
  },
} as const);
