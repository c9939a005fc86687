import { textsOf } from '@/shared/i18n/locale';
import type { ContentBlock } from './types';

const texts = textsOf('features/public/content/faq', { es: () => import('./faq.es') });

/**
 * The public FAQ (spec 000 §1: eleven questions). Answers are plain language for a visitor deciding
 * whether to join.
 */

export interface FaqEntry {
  /** Stable id: the accordion's DOM ids and the e2e tests use it. */
  id: string;
  question: string;
  answer: ContentBlock[];
}

export const FAQ_ENTRIES = texts<FaqEntry[]>('FAQ_ENTRIES', [
  {
    id: 'what-is-the-registry',
    question: 'What is the registry?',
    answer: [
      'The registry is a research program for people living with type 1 diabetes (T1D) in the United States. It collects information that participants share about their health, their diabetes care and their day-to-day experience, so that researchers can study what works, what does not, and what needs to change.',
      'Taking part happens online: you create an account, answer a few screening questions, sign a consent form and complete a questionnaire once a year.',
    ],
  },
  {
    id: 'why-join',
    question: 'Why should I join?',
    answer: [
      'People with T1D know their condition better than anyone. When many people share their experience, researchers, doctors, insurers and policy makers can see patterns that no single clinic could see.',
      'Information from registries like this one has helped change insurance coverage of supplies and treatment guidelines. Joining is free, and you decide how much you take part.',
    ],
  },
  {
    id: 'what-do-i-do',
    question: 'What will I be asked to do?',
    answer: [
      'After you create an account you will:',
      {
        list: [
          'answer a few screening questions to see if you are eligible;',
          'read and sign the consent form (an assent form as well for teenagers aged 13 to 17);',
          'complete the registry questionnaire about your health and your diabetes care.',
        ],
      },
      'Once a year we ask you to update your answers in a new questionnaire. You can save your progress and come back later.',
    ],
  },
  {
    id: 'research-studies',
    question: 'What are the research studies?',
    answer: [
      'Besides the yearly questionnaire, the registry runs shorter studies on specific topics, such as device use, mental health, or access to care. When a study fits you, it appears on your dashboard with a short description.',
      'Each study explains what it involves before you start, and taking part in any of them is optional. Saying no never affects your place in the registry.',
    ],
  },
  {
    id: 'who-can-participate',
    question: 'Who can take part?',
    answer: [
      'Anyone living in the United States who has type 1 diabetes can join:',
      {
        list: [
          'adults aged 18 or over register for themselves;',
          'children under 18 are registered by a parent or legal guardian, and the parent and child may complete the questions together.',
        ],
      },
      'When a child registered by a parent turns 18, they receive an e-mail inviting them to sign their own consent and take over the account.',
    ],
  },
  {
    id: 'after-joining',
    question: 'What happens after I join?',
    answer: [
      'Your dashboard shows what to do next: the screening questions, the consent form and then the questionnaire. When everything is done, your dashboard lists new studies and research opportunities as they become available, along with the history of the questionnaires you have completed.',
      'We will remind you by e-mail, and by text message if you choose to, when a new yearly questionnaire or a study is waiting for you. You can change these reminders at any time in your profile.',
    ],
  },
  {
    id: 'other-opportunities',
    question: 'Are there other ways to take part in research?',
    answer: [
      'Yes. Researchers outside the registry sometimes look for people with T1D for clinical trials, interviews or surveys. When one matches your profile, it appears on your dashboard under External Research Opportunities.',
      'The registry does not share your contact details with these researchers. If an opportunity interests you, you decide whether to contact them.',
    ],
  },
  {
    id: 'risks',
    question: 'Are there any risks in taking part?',
    answer: [
      'The main risk is that information you share could be seen by someone who should not see it. We take the steps described under privacy below to keep that risk very low. Some questions may feel personal; you can skip questions that are not required, or stop at any time.',
      'Before you take part you sign an informed consent form that explains the registry, its risks and your rights. Teenagers aged 13 to 17 also sign an assent form in their own words, and children aged 13 or under are covered by their parent’s consent.',
    ],
  },
  {
    id: 'privacy',
    question: 'How is my privacy protected?',
    answer: [
      'Your name, e-mail address, phone number and home address are stored separately from your answers and are never given to researchers. Data travels over encrypted connections, and only trained registry staff can see identifying information, and only when they need it to run the registry.',
      'Researchers receive answers with a study number instead of your name. We do not sell your information, and signed-in pages carry no advertising or tracking tools.',
    ],
  },
  {
    id: 'data-use',
    question: 'What information is collected and how is it used?',
    answer: [
      'We collect what you tell us in the questionnaires (for example, how you manage your diabetes, the devices you use, your A1c and your access to care) along with basic profile details such as your age and state.',
      'Approved researchers use the de-identified information to answer questions about living with T1D. Results are published only as summaries of many people, so no one can be recognised from them.',
    ],
  },
  {
    id: 'leaving',
    question: 'Can I stop taking part, and what happens to my data?',
    answer: [
      'Yes, you can withdraw at any time from My Profile, without giving a reason. Your account is closed, you will not be contacted again, and you receive an e-mail confirming the withdrawal.',
      'We stop collecting information from you immediately. Your account can no longer sign in, messages still waiting to be sent to you are cancelled, and no reminders go out. What you already gave stays as your consent says and is no longer changed; the registry keeps a record of your withdrawal with the reasons you chose.',
      'Information already shared with researchers in de-identified form cannot be called back, but it is never linked to you again. Before you withdraw, you can download a copy of your data from My Profile.',
    ],
  },
]);
