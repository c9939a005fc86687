import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/public/content/document-texts', { es: () => import('./document-texts.es') });

// The frame of a plain-language document (plain-document.tsx); the documents themselves are beside it.
export const DOCUMENT_TEXTS = texts('DOCUMENT_TEXTS', {
  updated: 'Last updated:',
  toc: 'On this page',
  email: 'Email:',
  phone: 'Phone:',
} as const);
