import { createContext, useContext } from 'react';
import { DEFAULT_SETTINGS, type RuntimeSettings } from '../../config/settings';

// In shared (not app) so that features can read the runtime settings, e.g. the sign-in screen's
// external identity provider; src/app/settings-context.ts re-exports it for the provider.
export const SettingsContext = createContext<RuntimeSettings>(DEFAULT_SETTINGS);

export function useSettings(): RuntimeSettings {
  return useContext(SettingsContext);
}
