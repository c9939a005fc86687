import { describe, expect, expectTypeOf, it } from 'vitest';
import { THEME_KEYS, type ThemeKey } from '../config/settings';
import type { AnalyticsEvent } from '../shared/analytics/analytics';
import type { RegistryAnalyticsEvent, RegistryElementAttributes, RegistryThemeKey } from './embed-elements';

// The embed's published typings stand alone (a page without React needs no @types/react), so they
// repeat two of the library's types: these checks fail (in `tsc`, which type-checks this file) the
// day the two drift apart.
describe("the embed's standalone typings", () => {
  it('repeat the analytics events and theme keys of the library exactly', () => {
    expectTypeOf<RegistryAnalyticsEvent>().toEqualTypeOf<AnalyticsEvent>();
    expectTypeOf<RegistryThemeKey>().toEqualTypeOf<ThemeKey>();
    const attribute: keyof RegistryElementAttributes = `theme-${THEME_KEYS[0]}`;
    expect(attribute).toBe('theme-primary');
  });
});
