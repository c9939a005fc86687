/** The survey gadget's own texts (the survey and sign-in screens bring theirs). */
export const SURVEY_GADGET_TEXT = {
  loading: 'Loading…',
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
} as const;
