import { textsOf } from '@/shared/i18n/locale';
import type { PlainDocument } from './types';

const texts = textsOf('features/public/content/terms-of-use', { es: () => import('./terms-of-use.es') });

/**
 * Plain-language terms for using a research registry's website. The consent form, not these terms,
 * governs taking part in research; the text says so, so the two are never confused.
 */
export const TERMS_OF_USE = texts<PlainDocument>('TERMS_OF_USE', {
  title: 'Terms of Use',
  updated: '2026-01-15',
  intro: [
    'These terms explain the rules for using the registry website. Please read them before you create an account. By creating an account or using the website you agree to them. If you do not agree, please do not use the website.',
  ],
  sections: [
    {
      id: 'what-the-site-is',
      heading: 'What this website is for',
      blocks: [
        'The website lets people with type 1 diabetes, and parents or guardians of children with type 1 diabetes, join the registry, answer research questionnaires, manage their account and learn about research opportunities.',
        'Taking part in research is covered by the consent form you sign inside the website. If these terms and the consent form ever disagree, the consent form applies to your research participation.',
      ],
    },
    {
      id: 'not-medical-advice',
      heading: 'Not medical advice',
      blocks: [
        'Nothing on this website is medical advice, a diagnosis or a treatment plan. Always talk to your own doctor or diabetes care team about your health. In an emergency, call 911.',
        'Answering a questionnaire does not mean anyone is reviewing your health. Registry staff do not monitor answers for medical problems.',
      ],
    },
    {
      id: 'who-may-use',
      heading: 'Who may create an account',
      blocks: [
        {
          list: [
            'Adults aged 18 or over who live in the United States may register for themselves.',
            'A parent or legal guardian may register a child under 18 and manage the child’s account until the child turns 18.',
            'Each person may have only one account. Registering more than once, or trying to get around the eligibility questions, may lead to the account being closed.',
          ],
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          list: [
            'Give true and current information, and update it when it changes.',
            'Keep your password private and do not share your account.',
            'Tell us straight away if you think someone else has used your account.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using the website fairly',
      blocks: [
        'Please do not:',
        {
          list: [
            'try to access another person’s account or information;',
            'interfere with the website, test its security without our written permission, or send automated requests to it;',
            'copy content from the website for commercial use.',
          ],
        },
      ],
    },
    {
      id: 'taking-part-is-voluntary',
      heading: 'Taking part is voluntary',
      blocks: [
        'You may skip optional questions, decline any study or research opportunity, and withdraw from the registry at any time from My Profile. Withdrawing closes your account. It does not affect your medical care or any benefit you are otherwise entitled to.',
      ],
    },
    {
      id: 'messages',
      heading: 'E-mails and text messages',
      blocks: [
        'We send e-mails about your account, such as sign-in codes, password resets and withdrawal confirmations. Reminders and newsletters can be turned off in your notification settings.',
        'Text message reminders are sent only if you opt in. You can stop them at any time with the unsubscribe link in a message or in your profile. Message and data rates from your mobile carrier may apply.',
      ],
    },
    {
      id: 'outside-links',
      heading: 'Links to other websites',
      blocks: [
        'Research opportunities and social media links lead to websites the registry does not run. Their own terms and privacy policies apply there, and we are not responsible for their content.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes',
      blocks: [
        'We work to keep the website available and accurate, but it may sometimes be unavailable for maintenance or because of problems outside our control. The website is provided as it is, without promises beyond those required by law.',
        'We may update these terms. When we make an important change we will tell you by e-mail or on the website before it takes effect. The date at the top shows the latest version.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: ['If you have a question about these terms, please contact us using the details below.'],
    },
  ],
});
