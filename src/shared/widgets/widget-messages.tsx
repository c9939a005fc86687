import { useCallback, useState, type ReactNode } from 'react';
import { describedBy } from '../ui/field-messages';
import { WIDGET_TEXT } from './widget-texts';
import { messageList, type Messages } from './types';
import '../ui/field.css';
import './widgets.css';

// Hint, warning and error lines of a widget, and the ids that tie them to its controls.

export interface MessageIds {
  hint?: string;
  warning?: string;
  error?: string;
  /** The aria-describedby value: error first, so it is heard before the hint. */
  describedBy?: string;
  /** aria-invalid: an error shows, here or in the line that says an answer is missing. */
  invalid?: true;
}

export interface ShownMessages {
  errors: string[];
  warnings: string[];
  hint?: ReactNode;
  /** The id of a line outside the widget that says it still needs an answer (see `WidgetProps.missing`). */
  missing?: string;
}

export function messageIds(id: string, shown: ShownMessages): MessageIds {
  const ids = {
    hint: shown.hint ? `${id}-hint` : undefined,
    warning: shown.warnings.length ? `${id}-warning` : undefined,
    error: shown.errors.length ? `${id}-error` : undefined,
  };
  return {
    ...ids,
    describedBy: describedBy(ids.error ?? shown.missing, ids.warning, ids.hint),
    invalid: ids.error || shown.missing ? true : undefined,
  };
}

/**
 * Errors show only once the widget is touched (changed or left) or when the adapter asks (spec 001
 * §5: "errors show only when dirty or touched"). Returns the messages to show and `touch`.
 */
export function useShownMessages(
  error: Messages,
  warning: Messages,
  hint: ReactNode,
  showError?: boolean,
  missing?: string,
) {
  const [touched, setTouched] = useState(false);
  const touch = useCallback(() => setTouched(true), []);
  const shown: ShownMessages = {
    errors: touched || showError ? messageList(error) : [],
    warnings: messageList(warning),
    hint,
    missing,
  };
  return { shown, touch, touched };
}

/**
 * The lines under a control. An error is an alert, announced when it appears; a warning is amber
 * and says in words that it does not block (colour is never the only signal). Each message carries
 * its own icon; the block itself takes none of the single-line field's classes, whose icon would
 * otherwise stand on an empty line of its own above the messages.
 */
export function WidgetMessages({ id, shown }: { id: string; shown: ShownMessages }) {
  const ids = messageIds(id, shown);
  return (
    <>
      {shown.hint && (
        <p id={ids.hint} className="registry-field__hint">
          {shown.hint}
        </p>
      )}
      {shown.warnings.length > 0 && (
        <p id={ids.warning} className="registry-widget__warning">
          <span className="registry-visually-hidden">{WIDGET_TEXT.warningPrefix} </span>
          {shown.warnings.map((w) => (
            <span key={w} className="registry-widget__message">
              {w}
            </span>
          ))}
          <span className="registry-widget__note">{WIDGET_TEXT.warningNote}</span>
        </p>
      )}
      {shown.errors.length > 0 && (
        <p id={ids.error} className="registry-widget__error" role="alert">
          <span className="registry-visually-hidden">{WIDGET_TEXT.errorPrefix} </span>
          {shown.errors.map((e) => (
            <span key={e} className="registry-widget__message">
              {e}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/** A label kept for assistive technology only, or shown. */
export function labelClass(hideLabel: boolean | undefined, className = 'registry-field__label'): string {
  return hideLabel ? 'registry-visually-hidden' : className;
}
