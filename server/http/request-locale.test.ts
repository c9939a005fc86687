import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLocale } from '@/shared/i18n/locale';
import { registerCatalogue, textsOf } from '@/shared/i18n/locale';
import { acceptedLocale, adoptParticipantLocale, registerRequestLocale, requestLocale } from './request-locale';

describe('acceptedLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['ES-mx', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['en;q=0.4, es;q=0.8', 'es'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
    [['es-US', 'en'], 'es'],
  ] as const)('%j → %s', (header, locale) => expect(acceptedLocale(header)).toBe(locale));
});

// A text module as the engine's and the server's are declared, with its Spanish registered.
const GREETING = textsOf('test/request-locale')('GREETING', { hello: 'Hello' });
registerCatalogue('es', { 'test/request-locale': { GREETING: { hello: 'Hola' } } });

const app = Fastify();
beforeAll(async () => {
  registerRequestLocale(app);
  // Stands in for the participant scope: a signed-in caller's stored language replaces the header's.
  app.addHook('onRequest', async (request) => {
    const preferred = request.headers['x-test-preferred'];
    if (preferred) adoptParticipantLocale(preferred);
  });
  app.get('/hello', async (request) => {
    const { wait } = request.query as { wait?: string };
    const before = GREETING.hello;
    // Another request starts and answers while this one waits.
    await new Promise((resolve) => setTimeout(resolve, Number(wait ?? 0)));
    return { before, after: GREETING.hello, locale: currentLocale() };
  });
  app.get('/fails', async () => {
    throw Object.assign(new Error(GREETING.hello), { statusCode: 418 });
  });
  await app.ready();
});
afterAll(() => app.close());

const hello = async (headers: Record<string, string>, wait = 0) =>
  (await app.inject({ method: 'GET', url: `/hello?wait=${wait}`, headers })).json();

describe('the request language', () => {
  it('reads texts in the language of the Accept-Language header, English without one', async () => {
    expect(await hello({ 'accept-language': 'es-US,es;q=0.9' })).toEqual({
      before: 'Hola',
      after: 'Hola',
      locale: 'es',
    });
    expect(await hello({})).toEqual({ before: 'Hello', after: 'Hello', locale: 'en' });
  });

  it("follows the signed-in participant's language over the header's", async () => {
    expect(await hello({ 'accept-language': 'en', 'x-test-preferred': 'es' })).toMatchObject({ locale: 'es' });
    expect(await hello({ 'accept-language': 'es', 'x-test-preferred': 'en' })).toMatchObject({ locale: 'en' });
    // A stored value the registry does not speak changes nothing.
    expect(await hello({ 'accept-language': 'es', 'x-test-preferred': 'fr' })).toMatchObject({ locale: 'es' });
  });

  it("follows the language the host page decided (X-Registry-Language) over the participant's and the header's", async () => {
    expect(
      await hello({ 'accept-language': 'en', 'x-test-preferred': 'en', 'x-registry-language': 'es' }),
    ).toMatchObject({
      locale: 'es',
    });
    expect(
      await hello({ 'accept-language': 'es', 'x-test-preferred': 'es', 'x-registry-language': 'en' }),
    ).toMatchObject({
      locale: 'en',
    });
    // A language the registry does not speak is no decision.
    expect(await hello({ 'x-test-preferred': 'es', 'x-registry-language': 'fr' })).toMatchObject({ locale: 'es' });
  });

  it('keeps requests answered at the same time each in its own language', async () => {
    const answers = await Promise.all([
      hello({ 'accept-language': 'es' }, 60),
      hello({ 'accept-language': 'en' }, 10),
      hello({ 'accept-language': 'en' }, 40),
      hello({ 'accept-language': 'es' }, 0),
    ]);
    expect(answers).toEqual([
      { before: 'Hola', after: 'Hola', locale: 'es' },
      { before: 'Hello', after: 'Hello', locale: 'en' },
      { before: 'Hello', after: 'Hello', locale: 'en' },
      { before: 'Hola', after: 'Hola', locale: 'es' },
    ]);
  });

  it('answers an error in the request language too', async () => {
    const res = await app.inject({ method: 'GET', url: '/fails', headers: { 'accept-language': 'es' } });
    expect(res.json().message).toBe('Hola');
  });

  it('is English outside a request', () => {
    expect(requestLocale()).toBe('en');
    expect(GREETING.hello).toBe('Hello');
  });
});
