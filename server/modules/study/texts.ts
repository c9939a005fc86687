import type { TextBlock } from '@contract';

// Text blocks of `GET /texts` (spec 001 §7): wording that depends on the participant's source
// (registry or the partner network) and the kind of study, shown when screening starts. The
// partner-network wording confirms an existing account instead of welcoming a new one.

export const TEXT_BLOCKS: readonly TextBlock[] = [
  {
    source: 'registry',
    action: 'screening_start',
    study_type: 'core_study',
    title: "Let's start",
    text: '<p>Please answer the screening questions so we can confirm that you are eligible to join the registry.</p>',
  },
  {
    source: 'registry',
    action: 'screening_start',
    study_type: 'sub_study',
    title: "Let's start",
    text: '<p>A few questions first: they tell us whether this sub study fits you.</p>',
  },
  {
    source: 'registry',
    action: 'screening_start',
    study_type: null,
    title: "Let's start",
    text: '<p>Please answer the screening questions so we can confirm that you are eligible.</p>',
  },
  {
    source: 'jaeb',
    action: 'screening_start',
    study_type: 'core_study',
    title: 'Welcome back',
    text: '<p>You already take part in research through our partner network. Please answer a few questions to confirm that the registry fits you too.</p>',
  },
  {
    source: 'registry_jaeb',
    action: 'screening_start',
    study_type: 'core_study',
    title: 'Welcome back',
    text: '<p>You already take part in research through our partner network. Please answer a few questions to confirm that the registry fits you too.</p>',
  },
];

/**
 * The blocks for a source, action and study type. A block without a study type applies to every
 * type that has no block of its own; the source defaults to registry.
 */
export function findTexts(query: { source?: string; action?: string; study_type?: string }): TextBlock[] {
  const source = query.source ?? 'registry';
  const candidates = TEXT_BLOCKS.filter((b) => b.source === source && (!query.action || b.action === query.action));
  if (!query.study_type) return candidates;
  const exact = candidates.filter((b) => b.study_type === query.study_type);
  return exact.length > 0 ? exact : candidates.filter((b) => b.study_type == null);
}
