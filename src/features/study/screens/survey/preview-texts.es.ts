import type { Texts } from '@/shared/i18n/locale';
import type * as en from './preview-texts';

export const PREVIEW_TEXT: Texts<typeof en.PREVIEW_TEXT> = {
  previewTitle: (procedure) => `Revise sus respuestas (${procedure})`,
  previewLead: 'Asegúrese de que sus respuestas estén bien. Puede cambiar cualquiera antes de enviarlas.',
  change: 'Cambiar',
  changeWhat: (question) => `su respuesta a: ${question}`,
  notAnswered: 'Sin contestar',
  backToConfirmation: 'Volver para enviar sus respuestas',
};
