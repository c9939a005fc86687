import { plural } from '@/shared/i18n/format';
import { textsOf } from '@/shared/i18n/locale';

// Every text of the dashboard (spec 000 §2, §4, §8, §9; 001 §8). Quoted spec texts are verbatim; the
// rest is ours, written for a reader aged ten and up. Spanish: dashboard-texts.es.ts.

const texts = textsOf('features/dashboard/dashboard-texts', { es: () => import('./dashboard-texts.es') });

export const DASHBOARD_TEXT = texts('DASHBOARD_TEXT', {
  title: 'Dashboard',
  greeting: (name: string) => (name ? `Welcome back, ${name}` : 'Welcome back'),
  /** The first visit, right after registering: nobody is "back" yet. */
  firstGreeting: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
  sections: {
    studies: 'Studies',
    notStarted: 'Not started',
    inProgress: 'In progress',
    completed: 'Completed',
    opportunities: 'External Research Opportunities',
    viewed: 'Viewed',
    notViewed: 'Not viewed',
    history: 'Questionnaire History',
    closed: 'Closed Studies & Research Opportunities',
    achievements: 'Achievements',
  },
  empty: {
    notStarted: 'There are no new studies for you right now.',
    inProgress: 'You have no studies in progress.',
    completed: 'You have not completed a study yet.',
    viewed: 'You have not opened a research opportunity yet.',
    notViewed: 'There are no new research opportunities for you right now.',
    history: 'Your completed questionnaires will be listed here.',
    closed: 'You have no closed studies or research opportunities.',
    achievements: 'Your achievements will be listed here.',
  },
  intro: {
    core_study:
      'The core study is where it all starts: a few screening questions, the consent form, then a questionnaire about life with type 1 diabetes.',
    annual_questionnaire:
      'Once a year we ask you to answer the questionnaire again, so researchers can see how things change over time.',
  } as Record<string, string | undefined>,
  studyType: {
    core_study: 'Core study',
    annual_questionnaire: 'Annual questionnaire',
    promotional_study: 'Research opportunity',
    sub_study: 'Sub study',
  },
  /** Spec 000 §2: the line above the sections, counting what is new. */
  banner: {
    fallback: 'New opportunities are coming soon!',
    text: (studies: number, opportunities: number) =>
      `You have ${plural(studies, { one: `${studies} new study`, other: `${studies} new studies` })} and ${plural(
        opportunities,
        { one: `${opportunities} new research opportunity`, other: `${opportunities} new research opportunities` },
      )} available`,
  },
  /** Spec 000 §4: a card's progress label, by the model's label. */
  progress: {
    Open: 'Open',
    Intro: 'Intro',
    'In progress': 'In progress',
    Completed: 'Completed',
    'Not started': 'Not started',
    'Closed by system': 'Closed by system',
    Closed: 'Closed',
  },
  /** Spec 000 §2: a card's button, by the model's action. */
  actions: {
    'Start the study': 'Start the study',
    Resume: 'Resume',
    'View details': 'View details',
  },
  /** Spec 000 §9: how long until a study closes, in days under a week, else in weeks. */
  days: (n: number) => plural(n, { one: `${n} day`, other: `${n} days` }),
  weeks: (n: number) => plural(n, { one: `${n} week`, other: `${n} weeks` }),
  card: {
    status: 'Status',
    viewed: (date: string) => `Viewed: ${date}`,
    notViewed: 'Not viewed',
    time: 'Time to complete',
    expires: (when: string) => `Closes in ${when}`,
    reward: 'Reward',
    completedOn: (date: string) => `Completed: ${date}`,
    closedViewedOnly: 'This research opportunity has closed. You can still view its details.',
    closedStudy: 'This study is closed.',
    retake: 'Retake screening',
    /**
     * A card button's name: its visible words first (WCAG 2.5.3, label in name), then the study,
     * since every card has its 'Start the study' or 'Resume'.
     */
    openFor: (action: string, title: string) => `${action}: ${title}`,
  },
  reactivate: {
    title: 'Reactivate',
    question:
      'Re-taking the screening questions means your previous answers to them will be lost. Do you want to try again?',
    cancel: 'No, cancel',
    confirm: 'Yes, Try Again',
  },
  /** Spec 000 §8 / 001 §8: the reattempt limit. */
  reattemptLimit: {
    title: 'Max number of screening reattempts reached',
    text: 'Sorry! It looks like you completed our screening questions multiple times. Unfortunately, at this time you are not eligible to participate in the Registry.',
    close: 'Close',
  },
  missed: {
    title: (n: number) =>
      plural(n, {
        one: 'A study closed before you could take part',
        other: 'Some studies closed before you could take part',
      }),
    text: 'These studies have now closed. We will let you know when new ones open.',
    dismiss: 'Got it',
  },
  banners: {
    label: 'Messages from the registry',
    /** Before the message's title, in the close button's name. */
    dismiss: 'Dismiss:',
  },
  achievements: {
    /** Each kind's name, read by screen readers on its icon. */
    kinds: {
      registered: 'Registration',
      consent: 'Consent',
      screening: 'Screening',
      questionnaire: 'Questionnaire',
      study: 'Study',
      promotion: 'Research opportunity visits',
    },
    download: 'Download',
    review: 'Review',
    earned: (date: string) => `Earned ${date}`,
    /** Download's and Review's names: the visible word first, then which document, whose, and when. */
    actionFor: (action: string, title: string, study: string | undefined, date: string) =>
      `${action}: ${[title, study, date].filter(Boolean).join(', ')}`,
  },
  promotion: {
    label: (title: string) => `Links from ${title}`,
    opensInNewTab: '(opens in a new tab)',
  },
  partnerIntro: {
    title: 'Welcome from our partner research network',
    text: 'You came to the registry through our partner research network. Your studies and research opportunities are listed on this page; your earlier answers to the network still count.',
    button: 'Continue',
  },
  loadError: {
    title: 'We could not load your dashboard',
    text: 'Connection or server error. Check your connection or try to connect later',
    retry: 'Try again',
  },
  loading: 'Loading your studies…',
  /** A study that could not be reattempted for a reason other than the limit (spec 001 §8). */
  genericFailure: 'Oops! Something went wrong',
  jump: {
    title: 'Core study',
    opening: 'Opening the core study…',
    none: 'The core study is not available for your account.',
    back: 'Back to Dashboard',
  },
} as const);
