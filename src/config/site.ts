/**
 * The registry's public identity: name, contact details and social links shown by the public pages,
 * the headers and the footer. The defaults are clearly example values (a 555-01xx number, an
 * example.org mailbox, an "Anytown" address) so no real organisation's details appear as facts;
 * a deployment overrides them with `resolveSite(partial)`.
 */
export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** The network's name, used in the link's accessible name ("<label> (opens in a new tab)"). */
  label: string;
  href: string;
}

export interface SiteContact {
  email: string;
  /** Mailbox for privacy questions and mistakes in withdrawals; falls back to `email`. */
  privacyEmail: string;
  /** The phone number as people read it, e.g. "(800) 555-0123". */
  phone: string;
  /** The dialable form used in the tel: link, e.g. "+18005550123". */
  phoneHref: string;
  /** The spec's support hours (000 §9). */
  hours: string;
  /** Postal address, one line each. */
  addressLines: string[];
}

export interface SiteConfig {
  /** Full name, e.g. in headings and the footer. */
  registryName: string;
  /** Short name for the logo's text. */
  shortName: string;
  /** Name of the partner research network shown by the partner-network footer style. */
  partnerNetworkName: string;
  contact: SiteContact;
  social: SocialLink[];
}

export const SUPPORT_HOURS = 'Monday to Friday 8AM to 5PM (EST)';

export const DEFAULT_SITE: SiteConfig = {
  registryName: 'T1D Research Registry',
  shortName: 'T1D Registry',
  partnerNetworkName: 'the partner research network',
  contact: {
    email: 'info@registry.example.org',
    privacyEmail: 'privacy@registry.example.org',
    phone: '(800) 555-0123',
    phoneHref: '+18005550123',
    hours: SUPPORT_HOURS,
    addressLines: ['Example Research Center', '100 Example Avenue, Suite 200', 'Anytown, ST 00000'],
  },
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/T1DRegistryExample' },
    { network: 'x', label: 'X', href: 'https://x.com/T1DRegistryExample' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/t1dregistryexample' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@T1DRegistryExample' },
  ],
};

export interface SiteOverrides extends Partial<Omit<SiteConfig, 'contact'>> {
  contact?: Partial<SiteContact>;
}

/** Only http(s) social links are kept: the values may come from a partner's settings file. */
function safeSocial(links: SocialLink[]): SocialLink[] {
  return links.filter((l) => /^https?:\/\//i.test(l.href) && l.label.trim() !== '');
}

/** Merges a deployment's overrides onto the defaults; a missing privacy mailbox falls back to the contact e-mail. */
export function resolveSite(overrides?: SiteOverrides): SiteConfig {
  const contact: SiteContact = { ...DEFAULT_SITE.contact, ...(overrides?.contact ?? {}) };
  if (overrides?.contact?.email && !overrides.contact.privacyEmail) contact.privacyEmail = overrides.contact.email;
  if (overrides?.contact?.phone && !overrides.contact.phoneHref) contact.phoneHref = dialable(overrides.contact.phone);
  return {
    ...DEFAULT_SITE,
    ...overrides,
    contact,
    social: safeSocial(overrides?.social ?? DEFAULT_SITE.social),
  };
}

/** "(800) 555-0123" → "+18005550123": US numbers without a country code get +1. */
export function dialable(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}
