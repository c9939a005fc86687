import { textsOf } from '@/shared/i18n/locale';
import type { PlainDocument } from './types';

const texts = textsOf('features/public/content/privacy-policy', { es: () => import('./privacy-policy.es') });

/** Plain-language privacy policy for a research registry: what is collected, why, who sees it, your choices. */
export const PRIVACY_POLICY = texts<PlainDocument>('PRIVACY_POLICY', {
  title: 'Privacy Policy',
  updated: '2026-01-15',
  intro: [
    'The registry exists to support research, and research depends on trust. This policy explains in plain words what information we collect, how we use and protect it, who can see it and the choices you have.',
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account details: your name, e-mail address, password (stored only in a scrambled form), and, if you give them, your phone number and postal address.',
            'Profile details: date of birth, state, and household and child information for accounts a parent manages.',
            'Research answers: your answers to screening questions and questionnaires, and the consent and assent forms you sign.',
            'Technical details: the date and time of sign-ins and basic error reports, so we can keep the website secure and working.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        {
          list: [
            'to check whether you are eligible and to run your account;',
            'to send you the messages you asked for, such as questionnaire reminders;',
            'to prepare de-identified data for approved research on type 1 diabetes;',
            'to protect the website against misuse, such as duplicate registrations.',
          ],
        },
        'We do not sell your information, and we do not use it for advertising.',
      ],
    },
    {
      id: 'who-sees-it',
      heading: 'Who can see your information',
      blocks: [
        'Researchers receive research answers with a study number in place of your name and contact details. Before they receive data, their project must be approved and they must agree not to try to identify anyone.',
        'A small number of trained registry staff can see identifying information when they need it to run the registry, for example to answer your questions. Service providers who host the website or send our e-mails and text messages process information only on our instructions. Your phone number is visible to the text message company, which may not share it.',
        'We disclose information to others only if the law requires it, and we will tell you when the law allows.',
      ],
    },
    {
      id: 'no-tracking',
      heading: 'Cookies and tracking',
      blocks: [
        'The website stores a sign-in token in your browser so that you stay signed in. Pages you see after signing in carry no advertising, analytics or social media tracking tools. Social media links on public pages are plain links: nothing is sent to those companies unless you click them.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'Information travels over encrypted connections and is stored on secured servers. Identifying information is kept apart from research answers. Access by staff is limited, logged and reviewed, and sign-in attempts are limited to stop password guessing.',
        'No system is perfectly secure. If a breach ever affected your information, we would tell you as the law requires.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'A child under 18 can take part only when a parent or legal guardian registers them and gives consent. Teenagers aged 13 to 17 also sign an assent form. When a child turns 18, they are asked to give their own consent before the account continues.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        {
          list: [
            'See and correct your profile at any time in My Profile.',
            'Turn reminders, newsletters and text messages on or off in your notification settings.',
            'Withdraw from the registry at any time. We then stop collecting information from you and close your account. Data already shared with researchers in de-identified form cannot be recalled.',
            'Ask us for a copy of the information we hold about you.',
          ],
        },
      ],
    },
    {
      id: 'keeping',
      heading: 'How long we keep it',
      blocks: [
        'We keep research answers for as long as they are useful for research and as required by the rules that govern research studies. Contact details of people who withdraw are kept only as long as needed to respect their withdrawal and to meet legal duties.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'If we change how we use your information in an important way, we will tell you by e-mail or on the website before the change takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: ['For questions about your privacy or to make a request, please contact us using the details below.'],
    },
  ],
});
