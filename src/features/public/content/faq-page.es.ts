import type { Texts } from '@/shared/i18n/locale';
import type * as en from './faq-page';

export const FAQ_PAGE_TEXTS: Texts<typeof en.FAQ_PAGE_TEXTS> = {
  title: 'Preguntas frecuentes',
  lead: (registryName) => `Respuestas a las preguntas más comunes antes de unirse al ${registryName}.`,
  more: '¿Todavía tiene alguna pregunta?',
  callUs: 'Llámenos al',
  writeTo: 'o escríbanos a',
};
