import { useId, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { useSite } from '@/shared/site/site-context';
import { MOBILE_MENU_TEXTS } from '../content/layout-texts';
import { NAV_TEXTS } from '../content/navigation';
import { SocialLinks } from './social-links';
import { useFocusTrap } from '@/shared/ui/use-focus-trap';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The hamburger button: focus goes back to it when the menu closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  onContact: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The narrow-screen menu: a full-screen modal dialog (focus kept inside, Escape closes, focus
 * returns to the hamburger) with Home, Contact Us, FAQ, Sign In, Sign Up and the social links.
 */
export function MobileMenu({ id, open, onClose, returnFocus, onContact }: MobileMenuProps) {
  const site = useSite();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A menu link may move focus on (Contact Us focuses its section): give it back only if it stayed here.
  useFocusTrap(ref, open, returnFocus.current, { restore: 'when-inside' });
  if (!open) return null;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div
      ref={ref}
      id={id}
      className="registry-menu"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
    >
      <div className="registry-menu__top">
        <h2 id={titleId} className="registry-menu__title">
          {NAV_TEXTS.menu}
        </h2>
        <button type="button" className="registry-icon-button" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="registry-visually-hidden">{MOBILE_MENU_TEXTS.close}</span>
        </button>
      </div>
      <nav aria-label={NAV_TEXTS.main}>
        <ul className="registry-menu__list">
          <li>
            <Link href={paths.landing.href()} className="registry-menu__link" onClick={onClose}>
              {MOBILE_MENU_TEXTS.home}
            </Link>
          </li>
          <li>
            <Link href={`${paths.landing.href()}#contact`} className="registry-menu__link" onClick={onContact}>
              {NAV_TEXTS.contactUs}
            </Link>
          </li>
          <li>
            <Link href={paths.faq.href()} className="registry-menu__link" onClick={onClose}>
              {NAV_TEXTS.faq}
            </Link>
          </li>
          <li>
            <Link href={paths.login.href()} className="registry-menu__link" onClick={onClose}>
              {NAV_TEXTS.signIn}
            </Link>
          </li>
          <li>
            <Link href={paths.register.href()} className="registry-menu__link" onClick={onClose}>
              {NAV_TEXTS.signUp}
            </Link>
          </li>
        </ul>
      </nav>
      <SocialLinks links={site.social} className="registry-menu__social" />
    </div>
  );
}
