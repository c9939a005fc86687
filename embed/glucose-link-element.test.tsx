import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import type { RegistryGlucoseLinkElement } from './glucose-link-element';

// The build replaces this identifier with the bundle's CSS (inline-css-plugin.ts).
(globalThis as Record<string, unknown>).__REGISTRY_EMBED_CSS__ = '';

beforeAll(async () => {
  const { RegistryGlucoseLinkElement } = await import('./glucose-link-element');
  const { defineElement } = await import('./registry-element');
  defineElement('registry-glucose-link', RegistryGlucoseLinkElement);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

let api: FakeApi;

const NOT_LINKED = { linked: false, vendor: null, mode: null, linked_at: null };

function mount(link: object = NOT_LINKED) {
  api = fakeApi({
    login: { body: { token: userToken() } },
    checkEmailSpelling: { body: { is_ok: true } },
    signup: { status: 201, body: { id: 7, access_token: userToken() } },
    getMe: { body: participant({ id: 7 }) },
    getSmsConsent: { body: { required: true } },
    updateSmsConsent: { body: { required: false } },
    getGlucoseDeviceLink: { body: link },
  });
  vi.stubGlobal('fetch', api.fetch);
  const element = document.createElement('registry-glucose-link') as RegistryGlucoseLinkElement;
  element.setAttribute('environment', 'prod');
  element.setAttribute('study', '101');
  act(() => void document.body.append(element));
  // Queries within the gadget's shadow tree (its mount point holds the screens and the dialogs).
  const gadget = within(element.shadowRoot!.querySelector<HTMLElement>('.registry-embed-mount')!);
  return { element, gadget };
}

describe('<registry-glucose-link>', () => {
  it("opens registration inside the gadget from the sign-in form's Sign Up link; the page's address stays", async () => {
    const href = location.href;
    const { gadget } = mount();
    await userEvent.click(await gadget.findByRole('link', { name: 'Sign Up' }, { timeout: 5000 }));
    expect(await gadget.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 5000 })).toBeVisible();
    expect(gadget.getByLabelText('Myself – I am over 18 years of age.')).toBeInTheDocument();
    // Back to the sign-in from the registration form, still inside the gadget.
    await userEvent.click(gadget.getByRole('link', { name: 'Sign In' }));
    expect(await gadget.findByRole('heading', { level: 1, name: 'Sign In' }, { timeout: 5000 })).toBeVisible();
    expect(location.href).toBe(href);
    expect(api.calls).toEqual([]);
  });

  it('signs a newcomer up inside the gadget, asks the SMS question over the form, and goes straight on to connecting', async () => {
    const href = location.href;
    const { gadget } = mount();
    await userEvent.click(await gadget.findByRole('link', { name: 'Sign Up' }, { timeout: 5000 }));
    await userEvent.click(await gadget.findByLabelText('Myself – I am over 18 years of age.', {}, { timeout: 5000 }));
    await userEvent.type(gadget.getByLabelText('First name'), 'Gwen');
    await userEvent.type(gadget.getByLabelText('Last name'), 'Glucose');
    await userEvent.type(gadget.getByLabelText('Email'), 'gwen@example.org');
    await userEvent.type(gadget.getByLabelText('Password'), 'Strong-Pass-1');
    await userEvent.type(gadget.getByLabelText('Confirm password'), 'Strong-Pass-1');
    await userEvent.click(gadget.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.called('signup')[0]?.body).toMatchObject({ email: 'gwen@example.org' }));

    const dialog = await gadget.findByRole('dialog', { name: 'Get text message reminders' }, { timeout: 5000 });
    // Behind the question: the form that was sent, not the connect step.
    expect(gadget.queryByRole('heading', { name: 'Connect your glucose device' })).toBeNull();
    expect(gadget.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(
      await gadget.findByRole('heading', { name: 'Connect your glucose device' }, { timeout: 5000 }),
    ).toBeVisible();
    // No registry welcome on the way (its button only led back here).
    expect(gadget.queryByRole('heading', { name: 'Thank you for registering!' })).toBeNull();
    expect(location.href).toBe(href);
  });

  it('fills the sign-up form with the prefill attributes; the participant can change them', async () => {
    const { element, gadget } = mount();
    element.setAttribute('prefill-email', 'gwen@partner.example');
    element.setAttribute('prefill-first-name', 'Gwen');
    element.setAttribute('prefill-last-name', 'Glucose');
    await userEvent.click(await gadget.findByRole('link', { name: 'Sign Up' }, { timeout: 5000 }));
    await userEvent.click(await gadget.findByLabelText('Myself – I am over 18 years of age.', {}, { timeout: 5000 }));
    expect(gadget.getByLabelText('Email')).toHaveValue('gwen@partner.example');
    expect(gadget.getByLabelText('First name')).toHaveValue('Gwen');
    expect(gadget.getByLabelText('Last name')).toHaveValue('Glucose');
    await userEvent.type(gadget.getByLabelText('First name'), 'dolyn');
    expect(gadget.getByLabelText('First name')).toHaveValue('Gwendolyn');
  });

  it('a participant connected before: after signing in the gadget says so and hands off at once, no vendor again', async () => {
    const { element, gadget } = mount({
      linked: true,
      vendor: 'dev-cgm',
      mode: 'new',
      linked_at: '2026-11-20T10:00:00Z',
    });
    const handoffs: unknown[] = [];
    element.addEventListener('registry-survey-handoff', (e) => handoffs.push((e as CustomEvent).detail));
    await userEvent.type(await gadget.findByLabelText('Email', {}, { timeout: 5000 }), 'ann@example.org');
    await userEvent.type(gadget.getByLabelText('Password', { exact: true }), 'Str0ng-Passw0rd!');
    await userEvent.click(gadget.getByRole('button', { name: 'Sign In' }));
    const dialog = await gadget.findByRole('dialog', { name: 'Get text message reminders' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));

    expect(
      await gadget.findByRole('heading', { name: 'Your glucose device was already connected' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(gadget.queryByRole('button', { name: 'Connect your glucose device' })).toBeNull();
    await waitFor(() =>
      expect(handoffs).toEqual([{ userId: 7, studyId: 101, userStudyId: null, alreadyLinked: true }]),
    );
    expect(api.called('getGlucoseDeviceLink')).not.toHaveLength(0);
    expect(api.called('startGlucoseDeviceLink')).toHaveLength(0);
  });

  it('asks the SMS question of the sign-in inside the gadget, then shows the connect step', async () => {
    const errors = vi.spyOn(console, 'error');
    const { gadget } = mount();
    await userEvent.type(await gadget.findByLabelText('Email', {}, { timeout: 5000 }), 'ann@example.org');
    await userEvent.type(gadget.getByLabelText('Password', { exact: true }), 'Str0ng-Passw0rd!');
    await userEvent.click(gadget.getByRole('button', { name: 'Sign In' }));

    const dialog = await gadget.findByRole('dialog', { name: 'Get text message reminders' }, { timeout: 5000 });
    // The dialog lives in the gadget's shadow root, not in the host page.
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(api.called('updateSmsConsent')[0]?.body).toEqual({ status: 'skipped' }));
    expect(
      await gadget.findByRole('heading', { name: 'Connect your glucose device' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/no dialog registered/);
  });
});
