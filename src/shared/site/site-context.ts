import { createContext, useContext } from 'react';
import { DEFAULT_SITE, type SiteConfig } from '../../config/site';

/**
 * The registry's name, contact details and social links (the site settings). The app supplies
 * `resolveSite(overrides)` from its configuration; without a provider the example defaults apply.
 * In shared/ because every header shows the brand: the public pages, the sign-in pages and the
 * signed-in pages.
 */
export const SiteContext = createContext<SiteConfig>(DEFAULT_SITE);

export function useSite(): SiteConfig {
  return useContext(SiteContext);
}
