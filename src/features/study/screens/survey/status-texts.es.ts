import type { Texts } from '@/shared/i18n/locale';
import type * as en from './status-texts';

export const STATUS_PAGE_TEXT: Texts<typeof en.STATUS_PAGE_TEXT> = {
  successTitle: '¡Muy bien!',
  successAdult: 'Usted cumple los requisitos para participar en el estudio.',
  successParental: 'Su hijo o hija cumple los requisitos para participar en el estudio.',
  successChild:
    'Su hijo o hija cumple los requisitos para participar en el estudio. Primero usted firma el consentimiento como padre, madre o tutor legal. Después, su hijo o hija firma su propio asentimiento.',
  conclusionPopupTitle: '¡Gracias!',
  conclusionPopupBody: 'Sus respuestas se enviaron.',
  submitTitle: (procedure) => `Envíe sus respuestas: ${procedure}`,
  submitBody: 'Usted contestó todas las preguntas. Envíe sus respuestas para terminar este paso.',
  submit: 'Enviar',
  reviewAnswers: 'Revisar mis respuestas',
  statusDone: (procedure) => `${procedure}: terminado`,
  consentDone: (procedure) => `${procedure} firmado`,
  nextStep: (procedure) => `Continuar al siguiente paso: ${procedure}`,
  viewAnswers: 'Ver respuestas',
  download: 'Descargar',
  print: 'Imprimir',
  actionsLabel: (procedure) => `Sus respuestas: ${procedure}`,
  contactLabel: '¿Tiene preguntas? Comuníquese con el equipo del estudio:',
  phone: 'Teléfono',
  email: 'Correo electrónico',
};
