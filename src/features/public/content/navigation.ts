import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/public/content/navigation', { es: () => import('./navigation.es') });

// Texts of the public header: in the first paint of every signed-out page, so only what the bar shows.
export const NAV_TEXTS = texts('NAV_TEXTS', {
  /** The accessible name of the main navigation (bar and mobile menu). */
  main: 'Main',
  faq: 'FAQ',
  contactUs: 'Contact Us',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  /** The hamburger button's name, and the mobile menu's heading. */
  menu: 'Menu',
} as const);
