import type { ReactNode } from 'react';

// What every answer widget knows (STYLE §6): a value, an emission on user action, the messages to
// show and whether it is required or disabled. No widget judges its value: the adapter passes the
// engine's verdict in (`judge`, `error`, `warning`).

/** Where an emission came from (spec 001 §3): a user action, or a click on an empty option. */
export type WidgetSource = 'user' | 'click';

/** Validity as spec 001 §3 names it; `default` when nobody judged the value. */
export type WidgetValidity = 'default' | 'VALID' | 'INVALID';

/** The engine's verdict on one value, bound by the adapter (widget validity and option validators). */
export interface WidgetJudgement {
  valid: boolean;
  message?: string;
  warning?: boolean;
}

/** What a widget emits to its adapter (spec 001 §3 "Widget emission"). */
export interface WidgetEmission<V> {
  value: V;
  validity: WidgetValidity;
  /** True when the value passes but a warning-level validator speaks. */
  warning: boolean;
  source: WidgetSource;
  /** The judge's message for an invalid value, for widgets whose value cannot be stored as typed. */
  message?: string;
}

/** One or more messages; several show one per line. */
export type Messages = string | readonly string[] | undefined;

export interface WidgetProps<V> {
  /** Base of the widget's DOM ids (unique on the page). */
  id: string;
  /** The label or legend: the option's title, or the question's for a group of options. */
  label: ReactNode;
  /** Keeps the label for assistive technology only (when a legend above already says it). */
  hideLabel?: boolean;
  value: V;
  onChange: (emission: WidgetEmission<V>) => void;
  /** The engine's functions, bound to the option by the adapter. */
  judge?: (value: V) => WidgetJudgement;
  /** Errors of the current value; shown once the widget is touched or when `showError` is set. */
  error?: Messages;
  /** Warnings: amber, and they say they do not block. */
  warning?: Messages;
  /** Show the error at once (after an invalid Next, or in the gallery). */
  showError?: boolean;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Hint mode: the option still needs an answer (spec 001 §4, show_hint). */
  highlight?: boolean;
  /**
   * The id of the question's line that says this option still needs an answer (after an invalid
   * Next): the control is then invalid and described by that line, which is said once, there.
   */
  missing?: string;
}

/** An option of a choice widget (dropdown, combobox, matrix column…): a stable key and its text. */
export interface ChoiceItem {
  id: number | string;
  title: string;
}

/** Builds an emission, asking the judge when there is one. */
export function emission<V>(
  value: V,
  judge: ((value: V) => WidgetJudgement) | undefined,
  source: WidgetSource = 'user',
): WidgetEmission<V> {
  if (!judge) return { value, validity: 'default', warning: false, source };
  const verdict = judge(value);
  return {
    value,
    validity: verdict.valid ? 'VALID' : 'INVALID',
    warning: !!verdict.warning,
    source,
    ...(!verdict.valid && verdict.message ? { message: verdict.message } : {}),
  };
}

/** Messages as a list, empty ones dropped. */
export function messageList(messages: Messages): string[] {
  if (messages === undefined) return [];
  return (typeof messages === 'string' ? [messages] : [...messages]).filter((m) => m.trim() !== '');
}
