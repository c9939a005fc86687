import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/screens/survey/survey-texts', { es: () => import('./survey-texts.es') });

// The survey screen's texts (spec 001 §1, §2, §8). Quoted ones are the spec's, verbatim; the
// others say where they come from.

export const SURVEY_TEXT = texts('SURVEY_TEXT', {
  loading: 'Loading the study…',
  loadFailed: 'Oops! Something went wrong',
  loadFailedRetry: 'Try again',
  backToDashboard: 'Back to Dashboard',
  // The public application part's back link (spec 001 §2 Question wrapper, DECISIONS §9).
  saveAndLeave: 'Save and Leave',
  contactLabel: 'Contact the registry',
  stepsLabel: 'Study steps',
  stepCompleted: 'completed',
  stepUnavailable: 'not available yet',
  previous: 'Previous',
  /** Our wording of "progress shown as current/total" for screen readers. */
  progressOf: (current: number, total: number) => `Question ${current} of ${total}`,
  /** The browser tab's title of a step and of a question (WCAG 2.4.2); the registry's name follows it. */
  stepTab: (step: string, study: string) => `${step} – ${study}`,
  questionTab: (position: string, question: string, step: string, study: string) =>
    `${position}: ${question} – ${step} – ${study}`,
  questionList: 'Questions',
  questionListOpen: 'All questions',
  percentDone: (percent: number) => `${percent}% answered`,
  itemCompleted: 'answered',
  itemDisabled: 'answer the questions before it first',
  showMore: 'Show more',
  showLess: 'Show less',
  notImplemented: 'NOT IMPLEMENTED YET',
  landscape: 'The Registry platform does not support questionnaires in landscape mode.',
  landscapeHint: 'Please turn your device upright to continue.',
  saving: 'Saving…',
  saved: 'Saved',
  notSaved: 'Not saved',
  retrySave: 'Try saving again',
  confirmHeading: 'Please check your answer',
  warningHeading: 'Please check your answer',
  warningNote: 'This does not stop you: press Next again to go on.',
  // Dialogs (spec 001 §2)
  welcomeTitle: "Let's start",
  welcomeBody:
    'Please answer the screening questions so that we can confirm that you are eligible to take part in the study.',
  begin: 'Begin',
  continue: 'Continue',
  consentTitle: 'Informed Consent',
  beforeYouStartTitle: 'Before you start',
  beforeYouStartAdult: 'Please answer the questions on your own behalf.',
  beforeYouStartMinor: 'Please answer the questions for your child (a minor aged 0-17).',
  almostThereTitle: 'Almost there!',
  almostThereBody: "A few questions are still unanswered. Please click 'Go to question' to answer them.",
  goToQuestion: 'Go to question',
  exitTitle: 'Confirmation',
  exitBody: 'This page has unsaved changes. Your progress will be lost if you leave this page without saving.',
  cancel: 'Cancel',
  confirm: 'Confirm',
} as const);
