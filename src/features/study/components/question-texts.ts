import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/components/question-texts', { es: () => import('./question-texts.es') });

// The words of the question renderer itself (the study's questions bring their own).

export const QUESTION_TEXT = texts('QUESTION_TEXT', {
  /** Said through the live region when a follow-up question appears under the chosen option. */
  subQuestionShown: (titles: readonly string[]) =>
    `${titles.length === 1 ? 'A follow-up question appeared below' : 'Follow-up questions appeared below'}: ${titles.join('; ')}`,
} as const);
