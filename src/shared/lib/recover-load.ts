// What "Try again" does after a part of the page failed to load or draw (a chunk fetched while the
// network was down, most often). A browser keeps a failed module for the page's lifetime
// (module-retry.ts), and the chunks a failed one imports may be kept failed too, so drawing the
// part again in place cannot bring it back: only a new page can. A reload while the network is
// still down would trade the app for the browser's offline page, so the page is reloaded only
// once a request to the server gets through; until then the message stays.

export interface RecoverDeps {
  /** The page's address: the server answers it while it is reachable. */
  href: string;
  fetch: typeof fetch;
  reload: () => void;
}

/** 'reloading' when the server answered and the page reloads; 'unreachable' while it does not. */
export async function recoverFromLoadFailure({ href, fetch, reload }: RecoverDeps): Promise<'reloading' | 'unreachable'> {
  try {
    const res = await fetch(href, { cache: 'no-store', credentials: 'same-origin' });
    // Any answer means the network is back; the body is not needed.
    void res.body?.cancel().catch(() => undefined);
  } catch {
    return 'unreachable';
  }
  reload();
  return 'reloading';
}
