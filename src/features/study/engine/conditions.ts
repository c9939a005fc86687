import type { AnswerValue, ComparisonDataType, Condition, Operator, StoredAnswerPath } from '@contract/study';
import {
  ageInYears,
  compareDates,
  isMonthFormat,
  parseDate,
  resolveRelativeDate,
  today,
  type Granularity,
} from './dates';

/** The participant fields conditions read (spec 001 §3 "Participant (as used here)"). */
export interface ConditionParticipant {
  id?: number;
  birthday?: string | null;
  created_at?: string | null;
  profile_type?: string | null;
  source?: string | null;
  [field: string]: unknown;
}

/** An answer as stored: `study_id` lets a condition reach an answer given in another study. */
export interface StoredAnswer {
  question: number;
  question_option: number;
  /** Text as stored; null when the row holds none. */
  value: AnswerValue | null;
  study_id?: number | null;
}

/** Everything a condition may read; `now` is passed in so every caller (and test) is deterministic. */
export interface ConditionContext {
  now: Date;
  participant?: ConditionParticipant | null;
  storedAnswers?: readonly StoredAnswer[];
}

/** The time zone of the participant's calendar (see dates.calendarDay). */
export function timeZoneOf(context: Pick<ConditionContext, 'participant'>): string | null {
  const zone = context.participant?.timezone;
  return typeof zone === 'string' && zone !== '' ? zone : null;
}

export const OPERATORS: readonly Operator[] = [
  'lt',
  'le',
  'gt',
  'ge',
  'eq',
  'ne',
  'exists',
  'before_today',
  'after_today',
];

export class IncorrectOperatorError extends Error {
  constructor() {
    super('Incorrect operator');
    this.name = 'IncorrectOperatorError';
  }
}

export function assertOperator(operator: unknown): asserts operator is Operator {
  if (!OPERATORS.includes(operator as Operator)) throw new IncorrectOperatorError();
}

/** A value counts as given unless it is null, undefined, blank text or `false`. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The stored answer a path names; without option_id any option of the question matches. */
export function findStoredAnswer(
  answers: readonly StoredAnswer[] | undefined,
  path: StoredAnswerPath,
): StoredAnswer | undefined {
  return (answers ?? []).find(
    (a) =>
      a.question === path.question_id &&
      (path.option_id == null || a.question_option === path.option_id) &&
      (path.study_id == null || a.study_id == null || a.study_id === path.study_id) &&
      isPresent(a.value),
  );
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

function granularityOf(dataType: ComparisonDataType, ...values: unknown[]): Granularity {
  if (dataType === 'short-date') return 'month';
  return values.some((v) => typeof v === 'string' && isMonthFormat(v.trim())) ? 'month' : 'day';
}

function order(operator: Operator, sign: number): boolean {
  switch (operator) {
    case 'lt':
      return sign < 0;
    case 'le':
      return sign <= 0;
    case 'gt':
      return sign > 0;
    case 'ge':
      return sign >= 0;
    case 'eq':
      return sign === 0;
    default:
      return sign !== 0;
  }
}

/**
 * Compares a left value with a right value (spec 001 §5): numeric types as numbers, dates as dates
 * (month-format dates by month, others by day), strings as text. Relative right values
 * ('now-18y') are resolved against today in the participant's calendar. Unparsable values never match,
 * and neither does a missing value on either side: a missing stored answer makes the comparison
 * false for every type (spec 001 §5), never a comparison with ''.
 */
export function compareValues(
  left: unknown,
  operator: Operator | string,
  right: unknown,
  dataType: ComparisonDataType,
  now: Date,
  timeZone?: string | null,
): boolean {
  assertOperator(operator);
  if (operator === 'exists') return isPresent(left);
  if (!isPresent(left)) return false;
  if (operator === 'before_today' || operator === 'after_today') {
    const day = parseDate(left);
    if (!day) return false;
    const sign = compareDates(day, today(now, timeZone), granularityOf(dataType, left));
    return operator === 'before_today' ? sign < 0 : sign > 0;
  }
  if (!isPresent(right)) return false;
  const r = typeof right === 'string' ? resolveRelativeDate(right, now, timeZone) : right;
  if (dataType === 'integer' || dataType === 'float') {
    const a = toNumber(left);
    const b = toNumber(r);
    if (a === null || b === null) return false;
    return order(operator, Math.sign(a - b));
  }
  if (dataType === 'date' || dataType === 'short-date') {
    const a = parseDate(left);
    const b = parseDate(r);
    if (!a || !b) return false;
    return order(operator, compareDates(a, b, granularityOf(dataType, left, r)));
  }
  const a = String(left);
  const b = String(r);
  return order(operator, a < b ? -1 : a > b ? 1 : 0);
}

/** The left-hand value a condition reads: age in whole years, a profile field or a stored answer. */
export function conditionLeftValue(condition: Condition, context: ConditionContext): unknown {
  switch (condition.l_value) {
    case 'age_years':
      return ageInYears(context.participant?.birthday, context.now, timeZoneOf(context));
    case 'profile_field':
      return condition.profile_field ? context.participant?.[condition.profile_field] : undefined;
    default:
      return condition.stored_answer_path
        ? findStoredAnswer(context.storedAnswers, condition.stored_answer_path)?.value
        : undefined;
  }
}

/** Age compares as a number unless told otherwise; every other left value as text. */
export function conditionDataType(condition: Condition): ComparisonDataType {
  return condition.comparison_data_type ?? (condition.l_value === 'age_years' ? 'integer' : 'string');
}

/**
 * Whether one condition holds. A missing left value (no birthday, no stored answer) makes every
 * comparison false; `exists` is true exactly when it is present. Throws 'Incorrect operator'.
 */
export function evaluateCondition(condition: Condition, context: ConditionContext): boolean {
  return compareValues(
    conditionLeftValue(condition, context),
    condition.operator,
    condition.r_value ?? null,
    conditionDataType(condition),
    context.now,
    timeZoneOf(context),
  );
}

/** Every condition holds (an empty list holds). */
export function evaluateConditions(conditions: readonly Condition[], context: ConditionContext): boolean {
  return conditions.every((c) => evaluateCondition(c, context));
}
