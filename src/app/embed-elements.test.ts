import { describe, expect, expectTypeOf, it } from 'vitest';
import { THEME_KEYS, type ThemeKey } from '../config/settings';
import type { AnalyticsEvent } from '../shared/analytics/analytics';
import type {
  RegistryAnalyticsEvent,
  RegistryElementAttributes,
  RegistryEventDetails,
  RegistrySignInOutcome,
  RegistryThemeKey,
} from './embed-elements';

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

describe('the events and methods a page uses', () => {
  it('type the events on the document and the window too (they bubble out of the shadow root)', () => {
    const onDocument = (listener: (e: CustomEvent<RegistryEventDetails['registry-signed-in']>) => void) =>
      document.addEventListener('registry-signed-in', listener);
    const onWindow = (listener: (e: CustomEvent<RegistryEventDetails['registry-procedure-submitted']>) => void) =>
      window.addEventListener('registry-procedure-submitted', listener);
    // Type-checked, not run (no DOM in this test's environment).
    const onHandoff = () =>
      document.addEventListener('registry-survey-handoff', (event) => {
        expectTypeOf(event.detail.userStudyId).toEqualTypeOf<number | null>();
      });
    expectTypeOf(onDocument).toBeFunction();
    expectTypeOf(onWindow).toBeFunction();
    expectTypeOf(onHandoff).toBeFunction();
  });

  it('give every element a ready promise and signOut(); the survey gadget its signIn(token)', () => {
    expectTypeOf<HTMLElementTagNameMap['registry-faq']['ready']>().toEqualTypeOf<Promise<void>>();
    expectTypeOf<HTMLElementTagNameMap['registry-glucose-link']['signOut']>().toEqualTypeOf<() => Promise<void>>();
    expectTypeOf<HTMLElementTagNameMap['registry-survey']['signIn']>().returns.toEqualTypeOf<
      Promise<RegistrySignInOutcome>
    >();
  });
});
