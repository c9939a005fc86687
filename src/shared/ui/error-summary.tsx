import { useEffect, useId, useRef, type MouseEvent } from 'react';
import './error-summary.css';

export interface ErrorSummaryItem {
  /** The field's `name`: the link moves focus to that control. */
  name: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  items: readonly ErrorSummaryItem[];
  /** Changes with each failed submit: the box takes focus again, so it is read out again. */
  focusKey: number;
}

/**
 * The GOV.UK error summary: a box at the top of a form, focused after a failed submit, listing
 * each error as a link to its field (besides each field's own message). The links move focus
 * themselves instead of changing the address: inside the embed the hash belongs to the host page.
 * The focus is what speaks it (its title, then the errors as its description), once per send: it is
 * no live region, since its list changes with every field fixed and would be read out each time.
 */
export function ErrorSummary({ title, items, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  // The form's errors may arrive a render after the failed submit: focus once the box is there,
  // once per failed submit (never again while the participant is fixing the fields).
  const shown = items.length > 0;
  const focusedKey = useRef(0);
  useEffect(() => {
    if (focusKey <= focusedKey.current || !shown) return;
    focusedKey.current = focusKey;
    ref.current?.focus();
  }, [focusKey, shown]);
  if (items.length === 0) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const form = ref.current?.closest('form');
    const control = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (!control) return;
    event.preventDefault();
    const checked = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:checked`);
    (checked ?? control).focus();
    (checked ?? control).scrollIntoView({ block: 'center' });
  };

  return (
    <div
      ref={ref}
      className="registry-error-summary"
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-list`}
    >
      <h2 id={`${id}-title`} className="registry-error-summary__title">
        {title}
      </h2>
      <ul id={`${id}-list`} className="registry-error-summary__list">
        {items.map((item) => (
          <li key={item.name}>
            <a href={`#${item.name}`} onClick={(event) => goTo(event, item.name)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
