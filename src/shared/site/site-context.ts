import { createContext, useContext } from 'react';
import { DEFAULT_SITE, type SiteConfig } from '../../config/site';

/**
 * The registry's name, contact details and social links for the public pages. The app supplies
 * `resolveSite(overrides)` from its configuration; without a provider the example defaults apply.
 */
export const SiteContext = createContext<SiteConfig>(DEFAULT_SITE);

export function useSite(): SiteConfig {
  return useContext(SiteContext);
}
