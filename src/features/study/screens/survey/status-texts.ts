import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/screens/survey/status-texts', { es: () => import('./status-texts.es') });

// The texts of the submit and status pages (spec 001 §2): the confirmation page, the dialog a
// submit opens, the submitted procedure's actions and contact. Apart from the survey's texts, so a
// questionnaire's first question does not load them. Quoted ones are the spec's, verbatim; the
// others are ours where it is silent.

export const STATUS_PAGE_TEXT = texts('STATUS_PAGE_TEXT', {
  successTitle: 'Success!',
  successAdult: 'You are eligible to take part in the study.',
  successParental: 'Your child is eligible to take part in the study.',
  successChild:
    'Your child is eligible to take part in the study. You sign the consent first as the parent or legal guardian, then your child signs their own assent.',
  // The configured conclusion popup after a questionnaire (its title, body and button come from
  // the server; these only fill a field the study left empty).
  conclusionPopupTitle: 'Thank you!',
  conclusionPopupBody: 'Your answers have been submitted.',
  // Submit page (procedureSubmit)
  submitTitle: (procedure: string) => `Submit your ${procedure.toLowerCase()} answers`,
  submitBody: 'You have answered every question. Submit your answers to finish this step.',
  submit: 'Submit',
  reviewAnswers: 'Review my answers',
  statusDone: (procedure: string) => `${procedure} completed`,
  /** The consent procedure's status page (Spanish: 'Consentimiento firmado'; English keeps the spec's words). */
  consentDone: (procedure: string) => `${procedure} completed`,
  nextStep: (procedure: string) => `Continue to ${procedure}`,
  /** Submitted-procedure actions ('You answered the … on:' is REVIEW_TEXT.answeredOn). */
  viewAnswers: 'View answers',
  download: 'Download',
  print: 'Print',
  actionsLabel: (procedure: string) => `Your ${procedure} answers`,
  contactLabel: 'Questions? Contact the study team:',
  phone: 'Phone',
  email: 'E-mail',
} as const);
