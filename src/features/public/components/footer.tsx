import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { useSite } from '@/shared/site/site-context';
import { FOOTER_TEXTS as TEXTS } from '../content/layout-texts';
import { NAV_TEXTS } from '../content/navigation';
import { SocialLinks } from './social-links';
import './footer.css';

export interface FooterProps {
  /** Logged out: FAQ, Sign In, Sign Up; logged in: My Profile, Logout. Terms and Privacy always. */
  loggedIn?: boolean;
  /** Hides the navigation links (e.g. inside the embed or a pending consent flow). */
  navDisabled?: boolean;
  /** The partner-network footer style (users from the partner research network, spec 000 §6). */
  partnerMode?: boolean;
}

export interface FooterLink {
  label: string;
  href: string;
}

/** The footer's navigation for a visitor or a signed-in participant (spec 000 §2, Landing page). */
export function footerLinks(loggedIn: boolean): FooterLink[] {
  const own = loggedIn
    ? [
        { label: TEXTS.myProfile, href: paths.userProfile.href() },
        { label: TEXTS.logout, href: paths.logout.href() },
      ]
    : [
        { label: NAV_TEXTS.faq, href: paths.faq.href() },
        { label: NAV_TEXTS.signIn, href: paths.login.href() },
        { label: NAV_TEXTS.signUp, href: paths.register.href() },
      ];
  return [
    ...own,
    { label: TEXTS.termsOfUse, href: paths.termsOfUse.href() },
    { label: TEXTS.privacyPolicy, href: paths.privacyPolicy.href() },
  ];
}

/** Shared by the public and the signed-in layouts: address, phone, e-mail, social links and navigation. */
export function Footer({ loggedIn = false, navDisabled = false, partnerMode = false }: FooterProps) {
  const site = useSite();
  const { contact } = site;
  const year = new Date().getFullYear();
  return (
    <footer className={['registry-footer', partnerMode && 'registry-footer--partner'].filter(Boolean).join(' ')}>
      <div className="registry-footer__inner">
        <div className="registry-footer__contact">
          <p className="registry-footer__name">{site.registryName}</p>
          {partnerMode && <p className="registry-footer__partner">{TEXTS.partner(site.partnerNetworkName)}</p>}
          <address className="registry-footer__address">
            {contact.addressLines.map((line) => (
              <span key={line} className="registry-footer__line">
                {line}
              </span>
            ))}
            <span className="registry-footer__line">
              {TEXTS.phone} <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
            </span>
            <span className="registry-footer__line">
              {TEXTS.email} <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </span>
          </address>
          <SocialLinks links={site.social} className="registry-footer__social" />
        </div>
        {!navDisabled && (
          <nav className="registry-footer__nav" aria-label={TEXTS.nav}>
            <ul>
              {footerLinks(loggedIn).map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className="registry-footer__legal">{TEXTS.copyright(year, site.registryName)}</p>
    </footer>
  );
}
