import type { ContentLang } from '@contract';

// The answers document's own words (DECISIONS §12), in the participant's current language. The
// study's texts (questions, options, titles) come from its definition in that language; answer
// values never change with it.

export interface AnswersDocumentTexts {
  /**
   * Who answered, about whom when a parent answered for a child: the words in order with the
   * names given put in their places (the PDF prints the names as values, the words as its own).
   */
  byline: <Name>(participant: Name, child: Name | null) => Array<string | Name>;
  submitted: string;
  notSubmitted: string;
  noAnswers: string;
  /** A question without a title. */
  question: (id: number) => string;
  /** The file name's last word, after the study and the procedure ('…-cuestionario-respuestas.pdf'). */
  fileWord: string;
}

export const ANSWERS_DOCUMENT_TEXTS: Record<ContentLang, AnswersDocumentTexts> = {
  en: {
    byline: (participant, child) => (child ? ['Answers about ', child, ', given by ', participant] : [participant]),
    submitted: 'Submitted',
    notSubmitted: 'not submitted',
    noAnswers: 'No answers.',
    question: (id) => `Question ${id}`,
    fileWord: 'answers',
  },
  es: {
    byline: (participant, child) => (child ? ['Respuestas sobre ', child, ', dadas por ', participant] : [participant]),
    submitted: 'Enviado',
    notSubmitted: 'no enviado',
    noAnswers: 'No hay respuestas.',
    question: (id) => `Pregunta ${id}`,
    fileWord: 'respuestas',
  },
};
