// The context lives in src/shared/settings so features can read it too.
export { SettingsContext, useSettings } from '../shared/settings/settings-context';
