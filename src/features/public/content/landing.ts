import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/public/content/landing', { es: () => import('./landing.es') });

/** The landing page's texts (spec 000 §1 and §2, Landing page). */
export const LANDING = texts('LANDING', {
  bannerTitle: 'Welcome to the registry!',
  bannerText:
    'A research registry for people living with type 1 diabetes in the United States. Share your experience once a year and help shape better care, coverage and policy.',
  joinNow: 'Join Now',
  /** The banner's arrow button, for screen readers. */
  scrollDown: 'Scroll down',
  questionnaire: {
    title: 'One questionnaire, once a year',
    text: [
      'Participants complete a questionnaire once a year about their health, their diabetes care and the devices and supplies they use. You can answer from any device, save your progress and come back later.',
      'Adults join for themselves. A parent or guardian can register a child under 18, and the two can complete the questions together.',
    ],
  },
  steps: {
    title: 'How it works',
    number: (n: number) => `Step ${n}`,
    getStarted: 'Get Started',
    items: [
      { id: 'account', title: 'Create an account', text: 'Create an account and see if you are eligible.' },
      { id: 'consent', title: 'Sign the consent form', text: 'Read and sign the consent form.' },
      {
        id: 'questionnaire',
        title: 'Complete a questionnaire',
        text: 'Complete a questionnaire, then update it once a year.',
      },
    ],
  },
  outcomes: {
    title: 'What past research has changed',
    intro: 'Data shared by people with type 1 diabetes has already led to real changes:',
    items: [
      { id: 'strips', text: 'Insurance coverage of glucose meter strips' },
      { id: 'guidelines', text: 'Changed guidelines on A1c goals for children' },
      { id: 'cgm', text: 'Expanded labelling of a CGM device to replace fingersticks' },
      { id: 'coverage', text: 'Medicare coverage of CGM devices' },
    ],
  },
  beHeard: {
    title: 'Be heard',
    text: 'Your experience matters. Add your voice to research that shapes the future of type 1 diabetes care.',
  },
  security: {
    title: 'Your privacy and security',
    text: 'Protecting your information is our priority. Your name and contact details are stored separately from your answers, data travels over encrypted connections, and researchers only receive information that cannot identify you. We never sell your information.',
    contactPrefix: 'Questions about your privacy? ',
    contactLink: 'Contact our privacy team',
    policyPrefix: ' or read our ',
    policyLink: 'Privacy Policy',
  },
  contact: {
    title: 'Get in touch with us!',
    text: 'Our team is happy to answer your questions about the registry.',
    email: 'Email',
    phone: 'Phone',
  },
} as const);
