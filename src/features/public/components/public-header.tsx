import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { Link } from '@/shared/routing/link';
import { publicPaths as paths } from '@/config/public-paths';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { ButtonLink } from '@/shared/ui/button';
import { LanguageSwitch } from '@/shared/ui/language/language-switch';
import { NAV_TEXTS } from '../content/navigation';
import { Logo } from './logo';
import { CONTACT_SECTION_ID, findInSameRoot, rootOf, scrollToSection, scrollWhenPresent } from './scroll-to-section';
import { useLayoutExtras } from './use-layout-extras';
import './public-header.css';

/** Above this width the links show in the bar; below it the hamburger menu takes over (spec 000 §9: 768). */
const WIDE_QUERY = '(min-width: 768px)';

/**
 * The header of the landing page, the FAQ and the information pages: logo, FAQ, Contact Us
 * (scrolls to the contact block), Sign In and Sign Up, and the language switch; on narrow screens
 * a hamburger menu beside the switch.
 */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // The menu comes with the layout's extras, loaded right after the first paint (a click before it arrives opens it on arrival).
  const extras = useLayoutExtras();
  // The pre-rendered header is painted before its code runs: until then the menu button takes no
  // press (it would be lost) and says so by being disabled, as the pre-rendered forms do.
  const hydrated = useHydrated();

  // Widening the window past the breakpoint hides the hamburger: the dialog must not stay open behind it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open]);

  const goToContact = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    const header = headerRef.current;
    if (!header) return;
    const onPage = findInSameRoot(header, CONTACT_SECTION_ID);
    if (onPage) {
      // Let the menu unmount first, so its focus hand-back does not pull focus away from the section.
      requestAnimationFrame(() => scrollToSection(onPage));
      return;
    }
    const root = rootOf(header);
    navigate(paths.landing.href());
    if (root) scrollWhenPresent(root, CONTACT_SECTION_ID);
  };

  return (
    <header ref={headerRef} className="registry-header">
      <div className="registry-header__bar">
        <Logo href={paths.landing.href()} />
        <nav className="registry-header__nav" aria-label={NAV_TEXTS.main}>
          <ul className="registry-header__links">
            <li>
              <Link href={paths.faq.href()} className="registry-header__link">
                {NAV_TEXTS.faq}
              </Link>
            </li>
            <li>
              <Link href={`${paths.landing.href()}#contact`} className="registry-header__link" onClick={goToContact}>
                {NAV_TEXTS.contactUs}
              </Link>
            </li>
          </ul>
          <div className="registry-header__actions">
            <ButtonLink href={paths.login.href()} variant="secondary">
              {NAV_TEXTS.signIn}
            </ButtonLink>
            <ButtonLink href={paths.register.href()}>{NAV_TEXTS.signUp}</ButtonLink>
          </div>
        </nav>
        {/* In the bar on every width: beside the links, or beside the menu button on narrow screens. */}
        <LanguageSwitch className="registry-header__language" />
        <button
          ref={hamburgerRef}
          type="button"
          className="registry-icon-button registry-header__hamburger"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="registry-visually-hidden">{NAV_TEXTS.menu}</span>
        </button>
      </div>
      {extras && (
        <extras.MobileMenu id={menuId} open={open} onClose={close} returnFocus={hamburgerRef} onContact={goToContact} />
      )}
    </header>
  );
}
