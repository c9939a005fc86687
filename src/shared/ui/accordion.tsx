import { createElement, useId, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  /** Only one panel open at a time (the FAQ's behaviour). */
  single?: boolean;
  /** Ids of the panels open at first. */
  defaultOpen?: readonly string[];
  className?: string;
}

/** Opens `id` (closing the others when `single`) or closes it when it is open. */
export function toggleOpen(open: ReadonlySet<string>, id: string, single: boolean): Set<string> {
  if (open.has(id)) {
    const next = new Set(open);
    next.delete(id);
    return next;
  }
  return single ? new Set([id]) : new Set(open).add(id);
}

/** The WAI-ARIA accordion pattern: a heading holding a button that shows or hides its region. */
export function Accordion({ items, headingLevel = 3, single = false, defaultOpen = [], className }: AccordionProps) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(single ? defaultOpen.slice(0, 1) : defaultOpen));
  // A pre-rendered page is painted before its code runs: until then a press would be lost, so the
  // triggers are disabled, as the pre-rendered forms are.
  const hydrated = useHydrated();
  return (
    <div className={['registry-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const safeId = item.id.replace(/[^a-zA-Z0-9_-]/g, '_');
        const triggerId = `registry-acc-${base}-${safeId}-trigger`;
        const panelId = `registry-acc-${base}-${safeId}-panel`;
        return (
          <div key={item.id} className="registry-accordion__item">
            {createElement(
              `h${headingLevel}`,
              { className: 'registry-accordion__heading' },
              <button
                type="button"
                id={triggerId}
                className="registry-accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                disabled={!hydrated}
                onClick={() => setOpen((current) => toggleOpen(current, item.id, single))}
              >
                <span>{item.title}</span>
                <span className="registry-accordion__icon" aria-hidden="true" />
              </button>,
            )}
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              className="registry-accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
