import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TYPE_TEXTS } from '@/features/auth/model/dialog-texts';
import { PROFILE_TEXT } from '@/features/profile/content/profile-texts';
import { activeLocale, type Locale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';

// The profile type is chosen at registration and read back in My Profile: a participant must
// meet the same words in both places, in each language.
describe('the profile type words', () => {
  beforeAll(() => loadAllTranslations('es'));
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it.each<Locale>(['en', 'es'])('read the same at registration and in My Profile (%s)', (locale) => {
    activeLocale.value = locale;
    const chosen = Object.fromEntries(PROFILE_TYPE_TEXTS.options.map((o) => [o.value, o.label]));
    expect(chosen).toEqual({ ...PROFILE_TEXT.profileTypes });
  });
});
