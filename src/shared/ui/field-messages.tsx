import { createContext, useContext, useId, type ReactNode } from 'react';

export interface FieldMessageProps {
  error?: ReactNode;
  warning?: ReactNode;
  hint?: ReactNode;
}

/** Ids of the hint, warning and error of the control `id`, for aria-describedby. */
export function messageIds(id: string, { error, warning, hint }: FieldMessageProps) {
  return {
    hint: hint ? `${id}-hint` : undefined,
    warning: warning ? `${id}-warning` : undefined,
    error: error ? `${id}-error` : undefined,
  };
}

/** Joins ids for aria-describedby, dropping empty ones; undefined when none is left. */
export function describedBy(...ids: (string | undefined | false | null)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * Whether a field's error is a live region of its own (true unless said). A form with an error
 * summary says false: the summary, focused after a failed submit, announces every error once, where
 * each field's alert would add one more announcement per error, all at the same moment. The field's
 * message stays tied to its control (aria-invalid, aria-describedby) and is read there.
 */
export const FieldErrorAlerts = createContext(true);

/**
 * The hint, warning and error lines under a control. The error is an alert so that it is
 * announced when it appears (see FieldErrorAlerts); the warning is informative and only described.
 */
export function FieldMessages({ id, error, warning, hint }: FieldMessageProps & { id: string }) {
  const live = useContext(FieldErrorAlerts);
  const ids = messageIds(id, { error, warning, hint });
  return (
    <>
      {hint && (
        <p id={ids.hint} className="registry-field__hint">
          {hint}
        </p>
      )}
      {warning && (
        <p id={ids.warning} className="registry-field__warning">
          {warning}
        </p>
      )}
      {error && (
        <p id={ids.error} className="registry-field__error" role={live ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </>
  );
}

/** The control's id (given or generated) and its aria-describedby list. */
export function useFieldIds(id: string | undefined, messages: FieldMessageProps, own: string | undefined) {
  const generated = useId();
  const controlId = id ?? `registry-field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = messageIds(controlId, messages);
  // The error comes first so screen readers say what is wrong before the hint.
  return { controlId, describedBy: describedBy(ids.error, ids.warning, ids.hint, own) };
}

export function wrapperClass(warning: ReactNode, className?: string) {
  return ['registry-field', warning ? 'registry-field--warning' : undefined, className].filter(Boolean).join(' ');
}

/** What a labelled control spreads onto itself: its id, class and accessibility wiring. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps extends FieldMessageProps {
  label: ReactNode;
  id?: string;
  className?: string;
  /** The caller's own aria-describedby, kept after the messages. */
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label above, control, then hint/warning/error: the frame every single-control field shares. */
export function FieldFrame({
  label,
  id,
  className,
  describedBy: own,
  error,
  warning,
  hint,
  children,
}: FieldFrameProps) {
  const f = useFieldIds(id, { error, warning, hint }, own);
  return (
    <div className={wrapperClass(warning, className)}>
      <label className="registry-field__label" htmlFor={f.controlId}>
        {label}
      </label>
      {children({
        id: f.controlId,
        className: 'registry-field__control',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': f.describedBy,
      })}
      <FieldMessages id={f.controlId} error={error} warning={warning} hint={hint} />
    </div>
  );
}
