import type { Texts } from '@/shared/i18n/locale';
import type * as en from './document-texts';

export const DOCUMENT_TEXTS: Texts<typeof en.DOCUMENT_TEXTS> = {
  updated: 'Última actualización:',
  toc: 'En esta página',
  email: 'Correo electrónico:',
  phone: 'Teléfono:',
};
