import type { Texts } from '@/shared/i18n/locale';
import type * as en from './question-texts';

export const QUESTION_TEXT: Texts<typeof en.QUESTION_TEXT> = {
  subQuestionShown: (titles) =>
    `${titles.length === 1 ? 'Apareció una pregunta más abajo' : 'Aparecieron más preguntas abajo'}: ${titles.join('; ')}`,
};
