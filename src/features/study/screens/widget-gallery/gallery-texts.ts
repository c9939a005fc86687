import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/screens/widget-gallery/gallery-texts', {
  es: () => import('./gallery-texts.es'),
});

/** The gallery's own texts (a development page: plain and short). */
export const GALLERY_TEXT = texts('GALLERY_TEXT', {
  title: 'Widget gallery',
  intro:
    'Every answer widget of the study questions in each of its states: empty, filled, invalid, with a warning ' +
    'and disabled. Each sample runs through the same adapter and study engine as the survey, so its messages ' +
    'are the real ones. Try them with the keyboard alone.',
  contents: 'Widgets',
  emission: 'Last emission',
} as const);
