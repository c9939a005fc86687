import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import * as engineTexts from '@/features/study/engine/engine-texts.es';
import { DEFAULT_LOCALE, isLocale, setLocaleSource, type Locale } from '@/shared/i18n/locale';
import { registerCatalogue } from '@/shared/i18n/locale';
import { LANGUAGE_HEADER } from '@contract/language-header';

// The language of each request (DECISIONS §12), decided here and nowhere else: the host page's when
// it decided one (the X-Registry-Language header: a library's `locale`, a gadget's `lang`), else the
// signed-in participant's preferred language, else the page's (its Accept-Language header), else English.
// One process answers requests in several languages at once, so the language lives in the
// request's async context; texts declared with textsOf() and currentLocale() read it from there.

interface RequestLanguage {
  locale: Locale;
  /** The host page decided it: the participant's preferred language does not replace it. */
  decided: boolean;
}

const storage = new AsyncLocalStorage<RequestLanguage>();

/** The language of the request being answered; English outside a request (start-up, seeding). */
export const requestLocale = (): Locale => storage.getStore()?.locale ?? DEFAULT_LOCALE;

/**
 * The registry language an Accept-Language header asks for: its tags in order of preference (q),
 * the first that is Spanish (`es`, `es-US`, …) or English decides; none of them, English.
 */
export function acceptedLocale(header: string | readonly string[] | undefined): Locale {
  const value = typeof header === 'string' ? header : (header ?? []).join(',');
  const tags = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.language && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags.map((t) => t.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * The signed-in participant's language replaces the page's for the rest of the request. The
 * participant scope calls it with the row the guard loaded for the token, so it costs no query.
 */
export function adoptParticipantLocale(preferred: unknown): void {
  const store = storage.getStore();
  if (store && !store.decided && isLocale(preferred)) store.locale = preferred;
}

/**
 * Starts every request in the language its page asked for; registered before the participant
 * scope, so every later hook, the handler and the error handler run inside the request's context.
 */
export function registerRequestLocale(app: FastifyInstance): void {
  setLocaleSource(requestLocale);
  // The texts the server writes through the engine (its refusals, validators' messages), in Spanish.
  registerCatalogue('es', { 'features/study/engine/engine-texts': engineTexts });
  app.addHook('onRequest', (request, _reply, done) => {
    const decided = request.headers[LANGUAGE_HEADER.toLowerCase()];
    if (isLocale(decided)) storage.run({ locale: decided, decided: true }, done);
    else storage.run({ locale: acceptedLocale(request.headers['accept-language']), decided: false }, done);
  });
}
