import type { ScreeningRule } from '@contract/study';
import { evaluateConditions, type ConditionContext } from './conditions';

/** Eligible when every condition of every screening rule holds; no rules: eligible (DECISIONS §4). */
export function isEligible(rules: readonly Pick<ScreeningRule, 'conditions'>[], context: ConditionContext): boolean {
  return rules.every((rule) => evaluateConditions(rule.conditions, context));
}

/** The rules that failed, in order: for logs and for the coordinator, never shown to participants. */
export function failedScreeningRules<T extends Pick<ScreeningRule, 'conditions'>>(
  rules: readonly T[],
  context: ConditionContext,
): T[] {
  return rules.filter((rule) => !evaluateConditions(rule.conditions, context));
}
