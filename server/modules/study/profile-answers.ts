import { birthdayError, type AnswerInput, type Question } from '@contract';

// DECISIONS §7: an answer option whose metadata names a profile field (`"profile_field":
// "birthday"`: the core study's screening date of birth) sets that field of the profile when its
// answer is saved. The sign-up form asks no date of birth, so this is where a child registered
// through the app gets the age its consents (the assent at 13–17) are chosen by.

/** The profile fields an answer option may set. */
export const PROFILE_FIELDS_FROM_ANSWERS = ['birthday'] as const;

const profileFieldOf = (metadata: unknown): unknown =>
  metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).profile_field : undefined;

/**
 * The birthday the saved answers give the profile, or null when they give none: the answer of the
 * option marked `birthday`, when it is a date of birth the profile keeps (the profile's own rule; a
 * study may accept more, such as a date more than 120 years back with a warning).
 */
export function birthdayFromAnswers(
  question: Pick<Question, 'options'>,
  answers: readonly AnswerInput[],
  now: Date,
  timeZone: string | null,
): string | null {
  const marked = new Set(question.options.filter((o) => profileFieldOf(o.metadata) === 'birthday').map((o) => o.id));
  const answer = answers.find((a) => marked.has(a.question_option) && typeof a.value === 'string' && a.value !== '');
  if (!answer) return null;
  const value = answer.value as string;
  return birthdayError(value, now, timeZone) ? null : value;
}

/** Whether an option's metadata names a profile field, and which: for the definition checks. */
export const namedProfileField = profileFieldOf;
