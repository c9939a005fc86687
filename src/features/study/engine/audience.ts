import type { ModuleSetting, ProfileType } from '@contract';
import { requiredConsentTypes, type ConsentVariant } from './consent';

// Whom a study's texts speak to (spec 001 §2 Dialogs: 'Before you start' and 'Success!' have adult,
// parental and child texts). A parent answers about their child: a text written for an adult
// ("answer on your own behalf") is wrong for them. A module setting may name its audience; the
// participant's audience follows from the profile as their consents do (spec 001 §1, §9).

export type Audience = ConsentVariant;

/** Adult profile: adult; a child of 13 or under: parental; older minors (assent age): child. */
export function audienceOf(profileType: ProfileType | string | null | undefined, ageYears: number | null): Audience {
  const types = requiredConsentTypes(profileType === 'child' ? 'child' : 'adult', ageYears);
  if (types.includes('child')) return 'child';
  return types[0] === 'parental' ? 'parental' : 'adult';
}

const key = (s: ModuleSetting) => `${s.procedure}/${s.stage}/${s.module_type}`;

/**
 * The module settings that speak to an audience: those written for it, and those written for no
 * audience in particular where the study has none for it at that procedure, stage and type.
 */
export function moduleSettingsFor<T extends ModuleSetting>(settings: readonly T[], audience: Audience): T[] {
  const own = new Set(settings.filter((s) => s.audience === audience).map(key));
  return settings.filter((s) => (s.audience == null ? !own.has(key(s)) : s.audience === audience));
}
