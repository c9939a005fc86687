import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { useSite } from '@/shared/site/site-context';
import { LanguageSwitch } from '@/shared/ui/language/language-switch';
import { ACCOUNT_MENU_TEXTS as TEXTS } from '../content/layout-texts';
import { Logo } from './logo';
import { rootOf } from './scroll-to-section';
import './public-header.css';

export interface HeaderUser {
  first_name?: string | null;
  last_name?: string | null;
}

export interface AuthenticatedHeaderProps {
  user: HeaderUser | null | undefined;
  /** The My Profile item is hidden on some screens (e.g. the profile itself, pending consent flows). */
  showProfile?: boolean;
  /** Shows the support phone and e-mail in the bar on wide screens. */
  showContact?: boolean;
  /** Sign Out; by default it goes to the logout route, which clears the session. */
  onSignOut?: () => void;
}

export function fullName(user: HeaderUser | null | undefined): string {
  return [user?.first_name, user?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Header of the signed-in pages: the logo (to /), the language switch, the user's name and an account menu built on the
 * WAI-ARIA menu button pattern (arrow keys, Home/End, Escape, Tab closes).
 */
export function AuthenticatedHeader({
  user,
  showProfile = true,
  showContact = false,
  onSignOut,
}: AuthenticatedHeaderProps) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const name = fullName(user) || TEXTS.fallbackName;
  // On a phone the bar shows the first name only; the rest stays in the button's name for screen readers.
  const first = user?.first_name?.trim();
  const rest = first && name.startsWith(first) ? name.slice(first.length) : '';

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const root = menuRef.current ? rootOf(menuRef.current) : null;
    // A click anywhere outside closes the menu without moving focus (the WAI-ARIA pattern).
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(menuRef.current as EventTarget) && !path.includes(buttonRef.current as EventTarget))
        setOpen(false);
    };
    root?.addEventListener('pointerdown', onPointerDown);
    return () => root?.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWith = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const closeAndFocusButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    const moveTo = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
      case 'End':
        event.preventDefault();
        moveTo(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeAndFocusButton();
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const signOut = () => {
    setOpen(false);
    onSignOut?.();
  };

  return (
    <header className="registry-header registry-header--signed-in">
      <div className="registry-header__bar">
        <Logo href={paths.root.href()} />
        <div className="registry-header__end">
          {showContact && (
            <p className="registry-header__contact">
              <a href={`tel:${site.contact.phoneHref}`}>{site.contact.phone}</a>
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </p>
          )}
          <LanguageSwitch />
          <div className="registry-account">
            <button
              ref={buttonRef}
              id={buttonId}
              type="button"
              className="registry-account__button"
              aria-haspopup="menu"
              aria-expanded={open}
              aria-controls={open ? menuId : undefined}
              onClick={() => (open ? setOpen(false) : openWith('first'))}
              onKeyDown={onButtonKeyDown}
            >
              <span className="registry-account__name">
                {rest ? first : name}
                {rest && <span className="registry-account__rest">{rest}</span>}
              </span>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6 9l6 6 6-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            {open && (
              <ul
                ref={menuRef}
                id={menuId}
                className="registry-account__menu"
                role="menu"
                aria-labelledby={buttonId}
                onKeyDown={onMenuKeyDown}
              >
                {showProfile && (
                  <li role="none">
                    <Link
                      href={paths.userProfile.href()}
                      role="menuitem"
                      tabIndex={-1}
                      className="registry-account__item"
                      onClick={() => setOpen(false)}
                    >
                      {TEXTS.myProfile}
                    </Link>
                  </li>
                )}
                <li role="none">
                  {onSignOut ? (
                    <button
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      className="registry-account__item"
                      onClick={signOut}
                    >
                      {TEXTS.signOut}
                    </button>
                  ) : (
                    <Link
                      href={paths.logout.href()}
                      role="menuitem"
                      tabIndex={-1}
                      className="registry-account__item"
                      onClick={() => setOpen(false)}
                    >
                      {TEXTS.signOut}
                    </Link>
                  )}
                </li>
              </ul>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
