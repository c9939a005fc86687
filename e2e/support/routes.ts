// The routes a signed-out visitor can open (spec 000 §2, 001 §2), for the specs that visit them all.

/** Routes with the page frame (a header): the ones every page-wide check visits. */
export const SIGNED_OUT_PAGES = [
  '/landing',
  '/faq',
  '/auth/login',
  '/auth/register',
  '/auth/dual-factor-authentication',
  '/auth/forgot-password',
  '/auth/reset-password?token=unknown',
  '/auth/choose-password?token=unknown',
  '/auth/unlock?token=unknown',
  '/auth/forbidden-access',
  '/passed-to-child',
  '/is-deactivated',
  '/sms-off',
  '/email-off',
  '/terms-of-use',
  '/privacy-policy',
  '/glucose-device',
  '/no-such-page',
];
