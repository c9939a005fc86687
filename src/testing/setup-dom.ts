import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activeLocale, setLocaleSource } from '@/shared/i18n/locale';
import { LOCALE_STORAGE_KEY } from '@/shared/language/remembered-locale';

// The files of a worker share its page (vitest.config.ts, `isolate`): each starts on it as on a
// fresh one, at '/', with no language or title on the document, an empty body and empty storage.
history.replaceState(null, '', '/');
document.documentElement.removeAttribute('lang');
document.title = '';
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();

// findBy and waitFor give up after 5 s, not 1: a screen's lazy chunk or the test server answers
// later than a second when both cores are busy (a full `npm test`), and a passing test never waits
// longer than what it waits for.
configure({ asyncUtilTimeout: 5_000 });

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
