import { formatNumber, plural } from '@/shared/i18n/format';
import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/screens/parts/page-texts', { es: () => import('./page-texts.es') });

// The texts of the study's side pages (spec 001 §2, §8): intro, conclusion, research, not eligible,
// closed study, data insights, the Need Help menu. Quoted spec texts are verbatim.

export const COMMON_TEXT = texts('COMMON_TEXT', {
  backToDashboard: 'Back to Dashboard',
  opensInNewTab: '(opens in a new tab)',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded',
} as const);

export const INTRO_TEXT = texts('INTRO_TEXT', {
  approximateTime: 'Approximate time',
  launchDate: 'Launch date',
  closeDate: 'Close date',
  enrollmentGoal: 'Enrollment goal',
  participantsGoal: (n: number) =>
    plural(n, { one: `${formatNumber(n)} participant`, other: `${formatNumber(n)} participants` }),
  registryParticipants: (n: number) =>
    plural(n, {
      one: `${formatNumber(n)} registry participant has taken part so far.`,
      other: `${formatNumber(n)} registry participants have taken part so far.`,
    }),
  emailToggleLabel: 'E-mails about this study',
  emailToggleHint: 'Reminders and news about this study only.',
  on: 'On',
  off: 'Off',
  emailsOn: 'Emails for this study turned on',
  emailsOff: 'Emails for this study turned off',
  continue: 'Continue',
} as const);

export const CONCLUSION_TEXT = texts('CONCLUSION_TEXT', {
  donate: 'Donate Gift Card',
  donateHint: 'Give the value of your gift card to type 1 diabetes research instead of receiving it.',
  donated: 'Thank you! The value of your gift card goes to type 1 diabetes research.',
  dataInsights: 'Data Insights',
  defaultMainButton: 'Continue',
} as const);

export const RESEARCH_TEXT = texts('RESEARCH_TEXT', {
  studyDetails: 'Study Details',
  noLink: 'The research team has not published the link to this study yet. Please check again later.',
  blocked: 'This study is no longer open to enrollment through the registry.',
} as const);

export const NOT_ELIGIBLE_TEXT = texts('NOT_ELIGIBLE_TEXT', {
  pageTitle: 'Not eligible',
  thanks: 'Thank you for your time and interest in the registry',
  whatsNext: "What's Next?",
  sorry: 'We are so sorry! Unfortunately, at this time you do not qualify to take part in this study.',
  partnerTitle: 'Whoops!',
  partnerBody:
    'It looks like you do not qualify for this study at this time. Thank you for your time and interest in the partner research network and the registry.',
  contact: 'Questions? Contact the study team:',
  followUs: 'Follow us',
  tryAgain: 'Answer the screening questions again',
  reactivateTitle: 'Reactivate',
  reactivateQuestion:
    'If you take the screening questions again, your previous answers to them will be lost. Do you want to try again?',
  reactivateCancel: 'No, cancel',
  reactivateConfirm: 'Yes, Try Again',
  maxReattempts: 'Max number of screening reattempts reached',
  maxReattemptsBody:
    'Sorry! It looks like you completed our screening questions multiple times. Unfortunately, at this time you are not eligible to participate in the Registry.',
  /** The page's illustration (the spec names an image and gives no text for it). */
  imageAlt: 'An envelope with a heart: thank you for your interest',
} as const);

export const CLOSED_TEXT = texts('CLOSED_TEXT', {
  pageTitle: 'Study closed',
  closed: 'This study is no longer open to enrollment through the registry.',
  expired: 'Study is expired',
  closedOn: (date: string) => `Closed on ${date}.`,
  thanks: 'Thank you for your interest. Other studies you can join are on your dashboard.',
} as const);

export const INSIGHTS_TEXT = texts('INSIGHTS_TEXT', {
  pageTitle: 'Data Insights',
  intro: (participants: number, title: string) =>
    `What ${plural(participants, { one: `${formatNumber(participants)} participant`, other: `${formatNumber(participants)} participants` })} answered in the ${title} questionnaire. Only totals are shown: no one's own answers.`,
  notEnough: (min: number) =>
    `There are not enough answers yet to show results. A figure appears once at least ${plural(min, { one: `${min} participant has`, other: `${min} participants have` })} answered its question.`,
  respondents: (n: number) => `${formatNumber(n)} answered`,
  showTable: 'Show as a table',
  showChart: 'Show as a chart',
  answer: 'Answer',
  people: 'People',
  percent: 'Percent',
  average: 'Average',
  averageOf: (mean: number, n: number) => `Average ${mean} (${formatNumber(n)} answered)`,
  chartLabel: (title: string) => `Bar chart: ${title}`,
} as const);

export { HELP_TEXT } from './help-texts';
