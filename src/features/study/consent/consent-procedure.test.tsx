// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify does not support happy-dom, and this test checks the consent text is sanitised.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import type { UserConsent } from '@contract';
import { keepProviderReauthResult } from '@/shared/session/provider-reauth';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeRequest } from '@/testing/fake-api';
import { participant, userConsent as consent, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ConsentProcedure } from './consent-procedure';

const body = (id: number, type: UserConsent['consent_type']) => ({
  id,
  order: id,
  consent_type: type,
  description: `${type} consent`,
  consent: '<h2>About</h2><p>Text <script>alert(1)</script></p>',
  agreement_text: 'I agree to the above.',
});

const OAUTH = { authorizeUrl: '/oidc/auth', clientId: 'registry-dev', provider: 't1d' };

function setup(signed: () => UserConsent[], extra = {}, who: Partial<ReturnType<typeof participant>> = {}) {
  const onComplete = vi.fn();
  const r = renderWithRegistry(<ConsentProcedure studyId={101} userStudyId={5} userId={7} onComplete={onComplete} />, {
    storage: { [SESSION_KEYS.token]: userToken({ user_id: 7 }) },
    settings: { oauth: OAUTH },
    profile: participant({ id: 7, first_name: 'Jesús', last_name: 'Núñez', ...who }),
    api: {
      listConsents: () => ({ body: signed() }),
      getConsentBody: (req) => ({ body: body(req.params.consentId, req.params.consentId === 106 ? 'jaeb' : 'adult') }),
      listEvents: {
        body: [{ id: 1, event: 'welcome_dialog_consent', user_study: 5, study: 101, created_at: '2026-01-01' }],
      },
      ...extra,
    },
  });
  return { r, onComplete };
}

describe('ConsentProcedure', () => {
  it('a parental consent names the child above the agreement, from the child info loaded at sign-in', async () => {
    const { r } = setup(
      () => [consent(102, 'parental', false)],
      {},
      {
        profile_type: 'child',
        child_first_name: 'Old',
        child_last_name: 'Name',
      },
    );
    r.session.setChildInfo({
      child_first_name: 'Casey',
      child_last_name: 'Kidd',
      child_email: null,
      child_phone: null,
    });
    const child = await screen.findByText("Child's name:");
    expect(child.parentElement).toHaveTextContent("Child's name: Casey Kidd");
    // Above the agreement that speaks of "the child named above".
    const agreement = screen.getByText('I agree to the above.');
    expect(child.parentElement!.compareDocumentPosition(agreement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an adult consent names no child; the page has one level-1 heading, Consent', async () => {
    setup(() => [consent(101, 'adult', false)]);
    expect(await screen.findByText('I agree to the above.')).toBeInTheDocument();
    // The page's one level-1 heading, above the consent's own title.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Consent']);
    expect(screen.getByRole('heading', { level: 2, name: 'adult consent' })).toBeInTheDocument();
    expect(screen.queryByText("Child's name:")).not.toBeInTheDocument();
  });

  it('keeps Continue refusing until name and agreement; asks the password once; a wrong one is refused', async () => {
    const user = userEvent.setup();
    let signedYet = false;
    const { r, onComplete } = setup(() => [consent(101, 'adult', signedYet)], {
      reauth: (req: { body: { password: string } }) =>
        req.body.password === 'right'
          ? { body: { reauth_token: 'proof', expires_in: 900 } }
          : { status: 400, body: { password: ['The password is not correct. Please try again.'] } },
      signConsent: () => {
        signedYet = true;
        return { body: { sms_consent_required: false } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'adult consent' })).toBeInTheDocument();
    expect(document.querySelector('.registry-consent__html')!.innerHTML).toBe('<h2>About</h2><p>Text </p>');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Signature' }), '  Avery Adult ');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to take part' }));
    await user.click(next);
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'wrong{Enter}');
    expect(await screen.findByText('The password is not correct. Please try again.')).toBeInTheDocument();
    expect(r.api.called('signConsent')).toHaveLength(0);
    await user.clear(password);
    await user.type(password, 'right{Enter}');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    const [call] = r.api.called('signConsent');
    expect(call.body).toEqual({ subject_name: 'Avery Adult', user_consent_id: 1010 });
    expect(call.headers['x-reauth']).toBe('proof');
  });

  it('offline, signing says it needs the connection, asks no password and keeps the typed name', async () => {
    const user = userEvent.setup();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { r } = setup(() => [consent(101, 'adult', false)]);
      expect(await screen.findByRole('heading', { name: 'adult consent' })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Signature' }), 'Avery Adult');
      await user.click(screen.getByRole('checkbox', { name: 'I agree to take part' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        await screen.findByText(
          'Signing a consent needs a connection. Your typed name stays here: sign when you are back online.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(r.api.called('reauth')).toHaveLength(0);
      expect(screen.getByRole('textbox', { name: 'Signature' })).toHaveValue('Avery Adult');
    } finally {
      offline.mockRestore();
    }
  });

  it('an account that signs in only through the provider is sent there, not asked a password', async () => {
    const user = userEvent.setup();
    setup(() => [consent(101, 'adult', false)], {}, { auth_methods: ['oauth'] });
    await user.type(await screen.findByRole('textbox', { name: 'Signature' }), 'Ezra External');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to take part' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(dialog).toHaveTextContent('sign in again with your T1D account');
    expect(screen.getByRole('button', { name: 'Continue to your T1D account' })).toBeInTheDocument();
  });

  it('back from the provider: the typed name and the tick come back, and Continue signs with its token', async () => {
    const user = userEvent.setup();
    keepProviderReauthResult({
      returnTo: '/survey/study/101/user-study/5/user/7?procedure=consent',
      consentId: 101,
      name: 'Ezra External',
      token: 'provider-proof',
      until: Date.now() + 600_000,
    });
    let signedYet = false;
    const { r, onComplete } = setup(
      () => [consent(101, 'adult', signedYet)],
      {
        signConsent: () => {
          signedYet = true;
          return { body: { sms_consent_required: false } };
        },
      },
      { auth_methods: ['oauth'] },
    );
    // Put back as soon as the consent is loaded (an effect after the first render).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Signature' })).toHaveValue('Ezra External'));
    expect(screen.getByRole('checkbox', { name: 'I agree to take part' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [call] = r.api.called('signConsent');
    expect(call.headers['x-reauth']).toBe('provider-proof');
    expect(call.body).toEqual({ subject_name: 'Ezra External', user_consent_id: 1010 });
  });

  it("shows the study team's phone and e-mail as links on the signing page, the site's own", async () => {
    setup(() => [consent(101, 'adult', false)]);
    await screen.findByRole('textbox', { name: 'Signature' });
    // The prompt, then the two links, each an item of its own (no separator left at a line's end).
    const contact = screen.getByText(/Questions before you sign\?/).parentElement!;
    expect(within(contact).getAllByRole('listitem')).toHaveLength(2);
    expect(within(contact).getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    expect(within(contact).getByRole('link', { name: 'info@registry.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@registry.example.org',
    );
  });

  it('shows the signing-failure text with the contacts when the signature fails, the name kept', async () => {
    const user = userEvent.setup();
    const { onComplete } = setup(() => [consent(101, 'adult', false)], {
      reauth: { body: { reauth_token: 'proof', expires_in: 900 } },
      signConsent: { status: 409, body: { detail: 'This consent has already been signed.' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Signature' }), 'Avery Adult');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to take part' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'right{Enter}');
    expect(
      await screen.findByText(
        'An error may have occurred while signing consent, and the consent form has not been submitted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('the partner consent signs with the profile’s name through Go to questionnaire', async () => {
    const user = userEvent.setup();
    let signedYet = false;
    const { r, onComplete } = setup(() => [consent(106, 'jaeb', signedYet)], {
      reauth: { body: { reauth_token: 'proof', expires_in: 900 } },
      signConsent: () => {
        signedYet = true;
        return { body: { sms_consent_required: false } };
      },
    });
    expect(await screen.findByText('You sign as Jesús Núñez, the name in your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to questionnaire' }));
    await user.type(await screen.findByLabelText('Password'), 'right{Enter}');
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(r.api.called('signConsent')[0].body).toEqual({ subject_name: 'Jesús Núñez', user_consent_id: 1060 });
  });

  it("'Informed Consent' closes on Escape, logs its event, and hands focus to the page heading", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const r = renderWithRegistry(
      // The consent step brings its own level-1 heading, 'Consent'.
      <main>
        <ConsentProcedure studyId={101} userStudyId={5} userId={7} onComplete={onComplete} />
      </main>,
      {
        storage: { [SESSION_KEYS.token]: userToken({ user_id: 7 }) },
        profile: participant({ id: 7 }),
        api: {
          listConsents: { body: [consent(101, 'adult', false)] },
          getConsentBody: { body: body(101, 'adult') },
          listEvents: { body: [] },
          getModuleSettings: { body: {} },
          logEvent: answerEveryRow().logEvent,
        },
      },
    );
    await screen.findByRole('dialog', { name: 'Informed Consent' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page's heading, or its main region when the consent re-renders just as the dialog closes.
    const heading = screen.getByRole('heading', { level: 1, name: 'Consent' });
    await waitFor(() => expect([heading, screen.getByRole('main')]).toContain(document.activeElement));
    await waitFor(() => expect(r.api.called('logEvent')).toHaveLength(1));
    expect(r.api.called('logEvent')[0].body).toMatchObject({ event: 'welcome_dialog_consent', user_study: 5 });
  });

  it('opens the consent-not-required page when no consent applies', async () => {
    const { r } = setup(() => []);
    await waitFor(() => expect(r.current()).toBe('/survey/study/101/user-study/5/user/7/no-consent'));
  });
});

describe('ConsentProcedure in the page language', () => {
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it('a language switch reads the consent again in the new language, in place: the typed name stays', async () => {
    const asked: string[] = [];
    setup(() => [consent(101, 'adult', false)], {
      getConsentBody: (req: FakeRequest<'getConsentBody'>) => {
        asked.push(req.headers['accept-language']);
        const es = req.headers['accept-language'] === 'es';
        return {
          body: {
            ...body(101, 'adult'),
            consent: es ? '<p>El texto en español</p>' : '<p>The English text</p>',
            lang: es ? 'es' : 'en',
          },
        };
      },
    });
    expect(await screen.findByText('The English text')).toBeInTheDocument();
    const name = screen.getByRole('textbox');
    await userEvent.type(name, 'Ana Ruiz');
    act(() => {
      activeLocale.value = 'es';
    });
    expect(await screen.findByText('El texto en español')).toBeInTheDocument();
    expect(screen.queryByText('The English text')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue('Ana Ruiz');
    expect(asked).toEqual(['en', 'es']);
  });
});
