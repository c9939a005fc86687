// The library's public API: explicit named exports only.
export { RegistryProvider } from './app/provider';
export type { RegistryProviderProps } from './app/provider';
export { useSettings } from './app/settings-context';
export { RegistryApp } from './app/registry-app';
export { paths } from './config/paths';
export type { RuntimeSettings, Environment, ThemeSettings, ThemeKey } from './config/settings';
