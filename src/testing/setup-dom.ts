import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activeLocale, setLocaleSource } from '@/shared/i18n/locale';
import { LOCALE_STORAGE_KEY } from '@/shared/language/remembered-locale';

// vitest runs with globals off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Every test starts with an empty tab: drafts one test typed (kept in session storage) never show in the next.
afterEach(() => sessionStorage.clear());
// …and in English: a language one test chose (shown, remembered in the browser) is not the next one's.
afterEach(() => {
  activeLocale.value = 'en';
  setLocaleSource();
  localStorage.removeItem(LOCALE_STORAGE_KEY);
});
