import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/public/content/faq-page', { es: () => import('./faq-page.es') });

// Texts of the FAQ page around the questions (those are in faq.ts, which the FAQ gadget shares).
export const FAQ_PAGE_TEXTS = texts('FAQ_PAGE_TEXTS', {
  title: 'Frequently Asked Questions',
  lead: (registryName: string) => `Answers to the questions people ask most often before joining the ${registryName}.`,
  more: 'Still have a question?',
  callUs: 'Call us at',
  writeTo: 'or write to',
} as const);
