// What a repeat visit relies on: the app's hashed files (assets/) kept without asking (`immutable`),
// the HTML asked again each time (`no-cache`), so a new build reaches the participant at once and
// nothing else is fetched again.

export interface CachedResponse {
  url: string;
  cacheControl: string | undefined;
}

const directives = (value: string | undefined) => new Set((value ?? '').split(',').map((d) => d.trim().toLowerCase()));

/** Each response of a page's first visit served with the wrong caching, said in a line. */
export function cachingFaults(pageUrl: string, responses: readonly CachedResponse[]): string[] {
  const faults: string[] = [];
  const origin = new URL(pageUrl).origin;
  for (const { url, cacheControl } of responses) {
    const at = new URL(url);
    if (at.origin !== origin) continue;
    const d = directives(cacheControl);
    if (url === pageUrl && !d.has('no-cache') && !d.has('no-store') && !d.has('max-age=0'))
      faults.push(`the HTML is not revalidated (cache-control: ${cacheControl ?? 'none'})`);
    if (at.pathname.startsWith('/assets/') && !d.has('immutable'))
      faults.push(`${at.pathname} is not immutable (cache-control: ${cacheControl ?? 'none'})`);
  }
  return faults;
}
