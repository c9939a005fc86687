import { useMemo } from 'react';
import type { OAuthSettings } from '@/config/settings';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { buttonClassName } from '@/shared/ui/button';
import { authorizeUrl, OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY, randomOAuthState } from '../model/oauth';
import { OAUTH_TEXT } from '../model/oauth-texts';

function remember(key: string, value: string | null) {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Blocked storage: the return screen then skips the state check rather than failing.
  }
}

/**
 * A real link to the provider's authorize address (spec 000 §4 step 8): the state is kept in this
 * tab's session storage so the return route can tell the answer belongs to this browser.
 */
export function OAuthButton({ settings, redirectTo }: { settings: OAuthSettings; redirectTo?: string | null }) {
  const state = useMemo(randomOAuthState, []);
  // The address carries this page's origin and this tab's state: a pre-rendered sign-in page gets
  // them once hydrated (a link without an address until then, never one with another's state).
  const hydrated = useHydrated();
  return (
    <>
      <p className="registry-auth__divider">{OAUTH_TEXT.or}</p>
      <a
        className={buttonClassName('secondary', 'registry-auth__oauth')}
        href={hydrated ? authorizeUrl(settings, location.origin, state) : undefined}
        onClick={() => {
          remember(OAUTH_STATE_KEY, state);
          remember(OAUTH_REDIRECT_KEY, redirectTo ?? null);
        }}
      >
        {OAUTH_TEXT.signInWithProvider}
      </a>
    </>
  );
}
