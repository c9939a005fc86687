// The texts of the confirmation page's review, the answers preview and the status page's actions
// (spec 001 §2). Quoted ones are the spec's, verbatim; the others are ours where it is silent.

export const STATUS_PAGE_TEXT = {
  reviewMyAnswers: 'Review my answers',
  /** Submitted-procedure actions ('You answered the … on:' is REVIEW_TEXT.answeredOn). */
  viewAnswers: 'View answers',
  download: 'Download',
  print: 'Print',
  actionsLabel: (procedure: string) => `Your ${procedure} answers`,
  contactLabel: 'Questions? Contact the study team:',
  phone: 'Phone',
  email: 'E-mail',
  // The answers preview (preview=true without a question): the procedure's answers before submit.
  previewTitle: (procedure: string) => `Check your ${procedure.toLowerCase()} answers`,
  previewLead: 'Make sure your answers are right. You can change any of them before you submit.',
  change: 'Change',
  /** The hidden end of a Change link: which question it changes. */
  changeWhat: (question: string) => `your answer to: ${question}`,
  notAnswered: 'Not answered',
  backToConfirmation: 'Back to submit your answers',
} as const;
