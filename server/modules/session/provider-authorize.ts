import type { FastifyInstance } from 'fastify';
import { paths } from '@/config/paths';
import type { ProviderVerifier } from './external-identity';
import { buttonProvider, type ProviderKey } from './provider-config';

// The app's external sign-in button, and the consent's re-authentication, send the browser to
// `/settings.json`'s `oauth.authorizeUrl` with their query (client id, response_type=code, the
// return route, state; prompt and max_age for the re-authentication). For a provider given by its
// issuer and a client secret, that address is this server's `/oauth/{provider}/authorize`, which
// sends the browser on to the `authorization_endpoint` of the provider's discovery document, query
// unchanged. So the settings are known at start without asking the provider: the start neither
// waits for it nor fails without it, the pre-rendered sign-in page carries the button like every
// page that inlines the settings, and the endpoint followed is the one the provider names now.

/** The way to a provider's sign-in page, on the registry's own origin. */
export const authorizePath = (provider: string) => `/oauth/${encodeURIComponent(provider)}/authorize`;

/** `/settings.json`'s `oauth` (DECISIONS §5) for the provider whose button the app shows, if any. */
export function providerButtonSettings(providers: Record<string, ProviderKey>) {
  const provider = buttonProvider(providers);
  if (provider === undefined) return undefined;
  return { authorizeUrl: authorizePath(provider), clientId: providers[provider].audience, provider };
}

/**
 * Registers `GET /oauth/:provider/authorize` for the providers with a client secret. A provider out
 * of reach sends the browser back to the app's return route with the OAuth error
 * `temporarily_unavailable` and the request's `state` (RFC 6749 §4.1.2.1), as the provider itself
 * would: the app then says the sign-in failed, in the participant's language, with a way back.
 */
export function registerProviderAuthorize(
  app: FastifyInstance,
  providers: Record<string, ProviderKey>,
  verifier: ProviderVerifier,
) {
  if (buttonProvider(providers) === undefined) return;
  app.get<{ Params: { provider: string } }>('/oauth/:provider/authorize', async (request, reply) => {
    const { provider } = request.params;
    // Any other name is a page the app does not have.
    if (!Object.hasOwn(providers, provider) || providers[provider].clientSecret === undefined)
      return reply.callNotFound();
    const query = new URLSearchParams((request.raw.url ?? '').split('?')[1] ?? '');
    reply.header('cache-control', 'no-store');
    const endpoint = await verifier.authorizationEndpoint(provider);
    if (!endpoint) {
      const state = query.get('state');
      const back = new URLSearchParams({ error: 'temporarily_unavailable', ...(state ? { state } : {}) });
      return reply.redirect(`${paths.oauth.href(provider)}?${back}`, 302);
    }
    const target = new URL(endpoint);
    for (const [name, value] of query) target.searchParams.append(name, value);
    return reply.redirect(target.href, 302);
  });
}
