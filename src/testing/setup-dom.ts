import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// vitest runs with globals off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Every test starts with an empty tab: drafts one test typed (kept in session storage) never show in the next.
afterEach(() => sessionStorage.clear());
