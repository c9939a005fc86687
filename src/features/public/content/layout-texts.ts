import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/public/content/layout-texts', { es: () => import('./layout-texts.es') });

// Texts of the layout's extras (layout-extras.ts): the mobile menu, the footer, the signed-in
// header's account menu and the social links. The bar's own words are in navigation.ts.

export const MOBILE_MENU_TEXTS = texts('MOBILE_MENU_TEXTS', {
  home: 'Home',
  close: 'Close menu',
} as const);

export const FOOTER_TEXTS = texts('FOOTER_TEXTS', {
  /** The accessible name of the footer's navigation. */
  nav: 'Footer',
  myProfile: 'My Profile',
  logout: 'Logout',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  phone: 'Phone:',
  email: 'Email:',
  partner: (partnerNetworkName: string) => `In collaboration with ${partnerNetworkName}`,
  copyright: (year: number, registryName: string) => `© ${year} ${registryName}`,
} as const);

export const ACCOUNT_MENU_TEXTS = texts('ACCOUNT_MENU_TEXTS', {
  /** The menu button's text when the profile has no name. */
  fallbackName: 'My account',
  myProfile: 'My Profile',
  signOut: 'Sign Out',
} as const);

export const SOCIAL_TEXTS = texts('SOCIAL_TEXTS', {
  /** The list's accessible name. */
  label: 'Follow us',
  link: (network: string) => `${network} (opens in a new tab)`,
} as const);

/** The registry's standard support hours, as the contact texts show them (a host's own hours show as given). */
export const SUPPORT_HOURS_TEXTS = texts('SUPPORT_HOURS_TEXTS', {
  standard: 'Monday to Friday 8AM to 5PM (EST)',
} as const);
