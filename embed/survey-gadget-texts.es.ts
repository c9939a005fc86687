import type { Texts } from '@/shared/i18n/locale';
import type * as en from './survey-gadget-texts';

export const SURVEY_GADGET_TEXT: Texts<typeof en.SURVEY_GADGET_TEXT> = {
  loading: 'Cargando…',
  faqTitle: 'Preguntas frecuentes',
  opening: 'Abriendo su estudio…',
  notSetUp: {
    title: 'Esta encuesta no está disponible',
    text: 'La página no dijo qué estudio abrir. Comuníquese con el sitio que le mostró esta encuesta.',
  },
  notFound: {
    title: 'Este estudio no está abierto para su cuenta',
    text: 'Si cree que esto es un error, comuníquese con el registro.',
  },
  loadError: {
    title: 'No pudimos abrir el estudio',
    text: 'Revise su conexión e intente otra vez.',
    retry: 'Intentar otra vez',
  },
  home: {
    title: 'Sus respuestas están guardadas',
    text: 'Puede volver al estudio cuando quiera.',
    continue: 'Continuar el estudio',
    signOut: 'Cerrar sesión',
  },
};
