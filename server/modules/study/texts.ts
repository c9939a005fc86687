import type { TextBlock } from '@contract';
import type { Locale } from '@/shared/i18n/locale';

// Text blocks of `GET /texts` (spec 001 §7): wording that depends on the participant's source
// (registry or the partner network) and the kind of study, shown when screening starts. The
// partner-network wording confirms an existing account instead of welcoming a new one. Each block
// carries its Spanish wording, answered when the request's language is Spanish.

type Wording = Pick<TextBlock, 'title' | 'text'>;

const WELCOME_ES: Wording = {
  title: 'Empecemos',
  text: '<p>Conteste las preguntas de elegibilidad para que podamos confirmar que usted puede participar en el registro.</p>',
};
const WELCOME_BACK_ES: Wording = {
  title: 'Bienvenido(a) otra vez',
  text: '<p>Usted ya participa en investigaciones por medio de nuestra red asociada. Conteste unas preguntas para confirmar que el registro también es para usted.</p>',
};

export const TEXT_BLOCKS: readonly (TextBlock & { es: Wording })[] = [
  {
    source: 'registry',
    action: 'screening_start',
    study_type: 'core_study',
    title: "Let's start",
    text: '<p>Please answer the screening questions so we can confirm that you are eligible to join the registry.</p>',
    es: WELCOME_ES,
  },
  {
    source: 'registry',
    action: 'screening_start',
    study_type: 'sub_study',
    title: "Let's start",
    text: '<p>A few questions first: they tell us whether this sub study fits you.</p>',
    es: {
      title: 'Empecemos',
      text: '<p>Primero, unas preguntas: nos dicen si este estudio secundario es para usted.</p>',
    },
  },
  {
    source: 'registry',
    action: 'screening_start',
    study_type: null,
    title: "Let's start",
    text: '<p>Please answer the screening questions so we can confirm that you are eligible.</p>',
    es: {
      title: 'Empecemos',
      text: '<p>Conteste las preguntas de elegibilidad para que podamos confirmar que usted puede participar.</p>',
    },
  },
  {
    source: 'jaeb',
    action: 'screening_start',
    study_type: 'core_study',
    title: 'Welcome back',
    text: '<p>You already take part in research through our partner network. Please answer a few questions to confirm that the registry fits you too.</p>',
    es: WELCOME_BACK_ES,
  },
  {
    source: 'registry_jaeb',
    action: 'screening_start',
    study_type: 'core_study',
    title: 'Welcome back',
    text: '<p>You already take part in research through our partner network. Please answer a few questions to confirm that the registry fits you too.</p>',
    es: WELCOME_BACK_ES,
  },
];

/**
 * The blocks for a source, action and study type. A block without a study type applies to every
 * type that has no block of its own; the source defaults to registry.
 */
export function findTexts(
  query: { source?: string; action?: string; study_type?: string },
  locale: Locale = 'en',
): TextBlock[] {
  const source = query.source ?? 'registry';
  const candidates = TEXT_BLOCKS.filter((b) => b.source === source && (!query.action || b.action === query.action));
  const found = !query.study_type
    ? candidates
    : candidates.some((b) => b.study_type === query.study_type)
      ? candidates.filter((b) => b.study_type === query.study_type)
      : candidates.filter((b) => b.study_type == null);
  return found.map(({ es, ...block }) => (locale === 'es' ? { ...block, ...es } : block));
}
