import type { ReactNode } from 'react';
import { labelClass, messageIds, WidgetMessages, type ShownMessages } from './widget-messages';

/** What a single control spreads onto itself: its id and its accessibility wiring. */
export interface WidgetControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export function widgetClass(shown: ShownMessages, highlight?: boolean, extra?: string): string {
  return [
    'registry-widget',
    shown.errors.length ? 'registry-widget--error' : undefined,
    shown.warnings.length ? 'registry-widget--warning' : undefined,
    highlight ? 'registry-widget--highlight' : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface WidgetFieldProps {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  shown: ShownMessages;
  highlight?: boolean;
  className?: string;
  children: (control: WidgetControlProps) => ReactNode;
}

/** Label, one control, then hint, warning and error: the frame of every one-control widget. */
export function WidgetField({ id, label, hideLabel, shown, highlight, className, children }: WidgetFieldProps) {
  const controlId = `${id}-input`;
  const ids = messageIds(id, shown);
  return (
    <div className={widgetClass(shown, highlight, className)}>
      <div className="registry-widget__body">
        <label className={labelClass(hideLabel)} htmlFor={controlId}>
          {label}
        </label>
        {children({
          id: controlId,
          'aria-describedby': ids.describedBy,
          'aria-invalid': ids.invalid,
        })}
        <WidgetMessages id={id} shown={shown} />
      </div>
    </div>
  );
}
