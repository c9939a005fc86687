// A browser may keep a failed dynamic import for the page's lifetime: the HTML standard's module
// map remembers the failure, and Chromium 150 follows it, so import() of the same URL fails again
// at once, without a request. A retry therefore loads the module under a URL the map has not seen.

const NAMED_SCRIPT = /(https?:\/\/[^\s'"]+?\.m?js)(?:\?[^\s'"]*)?(?=$|[\s'"])/;

/** The script a failed dynamic import names in its error (Chromium, Firefox); null when none is named. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return NAMED_SCRIPT.exec(message)?.[1] ?? null;
}

let retries = 0;

/**
 * The module's URL with a retry query never used before on this page (a URL that failed once fails
 * again, so a second round of retries needs new ones too): fetched afresh, its own imports still
 * shared with the page.
 */
export function freshModuleUrl(url: string): string {
  retries += 1;
  return `${url.split('?')[0]}?retry=${retries}`;
}
