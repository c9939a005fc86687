// The texts of the status page's submitted-procedure actions and contact (spec 001 §2). Quoted
// ones are the spec's, verbatim; the others are ours where it is silent.

export const STATUS_PAGE_TEXT = {
  /** Submitted-procedure actions ('You answered the … on:' is REVIEW_TEXT.answeredOn). */
  viewAnswers: 'View answers',
  download: 'Download',
  print: 'Print',
  actionsLabel: (procedure: string) => `Your ${procedure} answers`,
  contactLabel: 'Questions? Contact the study team:',
  phone: 'Phone',
  email: 'E-mail',
} as const;
