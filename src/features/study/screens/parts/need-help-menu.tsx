import { useEffect, useId, useRef, useState } from 'react';
import { resolveSite } from '@/config/site';
import { useSettings } from '@/shared/settings/settings-context';
import { HELP_TEXT } from './page-texts';
import './pages.css';

/**
 * The 'Need Help?' menu (spec 001 §2): a disclosure button that shows the registry's phone and
 * e-mail (from the site settings) and the hours 'Monday to Friday from 8AM to 5PM EST'. Escape
 * closes it and returns focus to the button.
 */
export function NeedHelpMenu() {
  const { contact } = resolveSite(useSettings().site);
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="registry-help">
      <button
        ref={button}
        type="button"
        className="registry-help__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="registry-help__icon">
          ?
        </span>
        {HELP_TEXT.button}
      </button>
      <div ref={panel} id={`${id}-panel`} className="registry-help__panel" hidden={!open}>
        <p>{HELP_TEXT.lead}</p>
        <dl>
          <div>
            <dt>{HELP_TEXT.phone}</dt>
            <dd>
              <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{HELP_TEXT.email}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        </dl>
        <p className="registry-help__hours">{HELP_TEXT.hours}</p>
      </div>
    </div>
  );
}
