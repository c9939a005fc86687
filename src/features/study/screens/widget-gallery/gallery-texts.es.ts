import type { Texts } from '@/shared/i18n/locale';
import type * as en from './gallery-texts';

export const GALLERY_TEXT: Texts<typeof en.GALLERY_TEXT> = {
  title: 'Galería de controles',
  intro:
    'Cada control de respuesta de las preguntas del estudio en cada uno de sus estados: vacío, lleno, no válido, con una ' +
    'advertencia y desactivado. Cada muestra usa el mismo adaptador y el mismo motor del estudio que la encuesta, así que ' +
    'sus mensajes son los reales. Pruébelos solo con el teclado.',
  contents: 'Controles',
  emission: 'Último valor emitido',
};
