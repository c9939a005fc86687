import { createContext, useContext } from 'react';
import { DEFAULT_SETTINGS, type RuntimeSettings } from '../config/settings';

export const SettingsContext = createContext<RuntimeSettings>(DEFAULT_SETTINGS);

export function useSettings(): RuntimeSettings {
  return useContext(SettingsContext);
}
