// The survey screen's texts (spec 001 §1, §2, §8). Quoted ones are the spec's, verbatim; the
// others say where they come from.

export const SURVEY_TEXT = {
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
  successTitle: 'Success!',
  successAdult: 'You are eligible to take part in the study.',
  successParental: 'Your child is eligible to take part in the study.',
  successChild:
    'Your child is eligible to take part in the study. You sign the consent first as the parent or legal guardian, then your child signs their own assent.',
  // The configured conclusion popup after a questionnaire (its title, body and button come from
  // the server; these only fill a field the study left empty).
  conclusionPopupTitle: 'Thank you!',
  conclusionPopupBody: 'Your answers have been submitted.',
  almostThereTitle: 'Almost there!',
  almostThereBody: "A few questions are still unanswered. Please click 'Go to question' to answer them.",
  goToQuestion: 'Go to question',
  exitTitle: 'Confirmation',
  exitBody: 'This page has unsaved changes. Your progress will be lost if you leave this page without saving.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  // Seams (the intro and research pages are built in src/features/study/pages/)
  // Submit page (procedureSubmit)
  submitTitle: (procedure: string) => `Submit your ${procedure.toLowerCase()} answers`,
  submitBody: 'You have answered every question. Submit your answers to finish this step.',
  submit: 'Submit',
  reviewAnswers: 'Review my answers',
  statusDone: (procedure: string) => `${procedure} completed`,
  nextStep: (procedure: string) => `Continue to ${procedure}`,
} as const;

/** The session storage key of the question ids a refused submit named (spec 001 §9). */
export const ABSENT_QUESTIONS_KEY = 'registry.absent-questions';
