import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalIdentity } from '../../context';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

// The participant's language (DECISIONS §12): chosen at registration, answered with the profile,
// changed by the profile update, stored as 'en' or 'es' only.

const identities = new Map<string, ExternalIdentity>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ identities: { verify: async (_p, token) => identities.get(token) } });
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (
    await t.db.query<{ preferred_language: string }>('select preferred_language from participants where id = $1', [id])
  )[0].preferred_language;
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/registry/me', headers })).json();

describe("a participant's preferred language", () => {
  it('is stored from the registration and answered by /registry/me', async () => {
    const { id, headers } = await signUp(t.app, 'spanish@example.com', { preferred_language: 'es' });
    expect(await stored(id)).toBe('es');
    expect((await me(headers)).preferred_language).toBe('es');
  });

  it('titles the achievements in Spanish, the stored record staying as it was', async () => {
    const spanish = await signUp(t.app, 'logros@example.com', { preferred_language: 'es' });
    const english = await signUp(t.app, 'achievements@example.com');
    const titles = async (who: { id: number; headers: Record<string, string> }) =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/participant/${who.id}/achievements`, headers: who.headers })
        ).json() as { code: string; title: string }[]
      ).map((a) => [a.code, a.title]);
    expect(await titles(spanish)).toEqual([['registered', 'Registro completado']]);
    expect(await titles(english)).toEqual([['registered', 'Registered']]);
    const rows = await t.db.query<{ title: string }>('select title from achievements where participant_id = $1', [
      spanish.id,
    ]);
    expect(rows.map((r) => r.title)).toEqual(['Registered']);
  });

  it('is English when the registration chose none', async () => {
    const { id, headers } = await signUp(t.app, 'no-choice@example.com');
    expect(await stored(id)).toBe('en');
    expect((await me(headers)).preferred_language).toBe('en');
  });

  it('is the language of the page an account is first created from through the identity provider', async () => {
    for (const [token, language] of [
      ['spanish-page', 'es'],
      ['english-page', 'en'],
    ]) {
      const email = `${token}@example.com`;
      identities.set(token, { provider: 't1d', subject: token, email, email_verified: true });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registry/oauth/account',
        headers: { 'accept-language': language },
        payload: { provider: 't1d', token },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.query<{ preferred_language: string }>(
        'select preferred_language from participants where email = $1',
        [email],
      );
      expect(row.preferred_language).toBe(language);
    }
  });

  it('is changed by the profile update, which answers the profile with it', async () => {
    const { id, headers } = await signUp(t.app, 'switches@example.com');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${id}`,
      headers,
      payload: { preferred_language: 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferred_language).toBe('es');
    expect(await stored(id)).toBe('es');
    expect((await me(headers)).preferred_language).toBe('es');
  });

  it('refuses a language the registry does not speak, at registration and in the update, and keeps the stored one', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: {
        first_name: 'Test',
        last_name: 'Person',
        email: 'french@example.com',
        password: 'Str0ng-Passw0rd!',
        profile_type: 'adult',
        preferred_language: 'fr',
      },
    });
    expect(signup.statusCode).toBe(400);
    const { id, headers } = await signUp(t.app, 'stays@example.com', { preferred_language: 'es' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${id}`,
      headers,
      payload: { preferred_language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(await stored(id)).toBe('es');
  });

  it('cannot be stored as anything but en or es, whatever writes it', async () => {
    const { id } = await signUp(t.app, 'constraint@example.com');
    await expect(t.db.query("update participants set preferred_language = 'fr' where id = $1", [id])).rejects.toThrow(
      /preferred_language/,
    );
  });

  it('is English on the demo accounts', async () => {
    const rows = await t.db.query<{ preferred_language: string }>(
      "select distinct preferred_language from participants where email like '%@demo.example.org'",
    );
    expect(rows.map((r) => r.preferred_language)).toEqual(['en']);
  });
});
