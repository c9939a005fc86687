import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/screens/survey/preview-texts', { es: () => import('./preview-texts.es') });

// The texts of the answers preview before a submit (the confirmation page's 'Review my answers',
// spec 001 §2): ours, the spec gives none. Apart from the status page's texts, so the survey's
// first screen loads neither.

export const PREVIEW_TEXT = texts('PREVIEW_TEXT', {
  previewTitle: (procedure: string) => `Check your ${procedure.toLowerCase()} answers`,
  previewLead: 'Make sure your answers are right. You can change any of them before you submit.',
  change: 'Change',
  /** The hidden end of a Change link: which question it changes. */
  changeWhat: (question: string) => `your answer to: ${question}`,
  notAnswered: 'Not answered',
  backToConfirmation: 'Back to submit your answers',
} as const);
