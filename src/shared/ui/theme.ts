import { THEME_KEYS, type ThemeKey, type ThemeSettings } from '../../config/settings';

/** Legacy or alternative theme names partners may pass, mapped once onto current keys. */
const ALIASES: Record<string, ThemeKey> = {
  color: 'text',
  font: 'font-family',
  'primary-color': 'primary',
  'text-color': 'text',
};

export function normaliseThemeKey(key: string): ThemeKey | undefined {
  const bare = key.replace(/^--registry-/, '').replace(/^theme-/, '');
  if ((THEME_KEYS as readonly string[]).includes(bare)) return bare as ThemeKey;
  return ALIASES[bare];
}

/** Values that could break out of a declaration are refused (theme values may come from HTML attributes). */
function safeValue(value: string): boolean {
  return !/[;{}<>]/.test(value);
}

/** The one place theme values become CSS custom properties on an element. */
export function applyTheme(element: HTMLElement, theme: ThemeSettings | undefined): void {
  if (!theme) return;
  for (const [key, value] of Object.entries(theme)) {
    const name = normaliseThemeKey(key);
    if (!name || typeof value !== 'string' || !safeValue(value)) continue;
    element.style.setProperty(`--registry-${name}`, value);
  }
}
