import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeApi, type FakeReply } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { userStudy } from '@/features/dashboard/model/user-study-fixture';
import type { RegistrySurveyElement } from './survey-element';

// The build replaces this identifier with the bundle's CSS (inline-css-plugin.ts).
(globalThis as Record<string, unknown>).__REGISTRY_EMBED_CSS__ = '';

beforeAll(async () => {
  const { RegistrySurveyElement } = await import('./survey-element');
  const { defineElement } = await import('./registry-element');
  defineElement('registry-survey', RegistrySurveyElement);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

let api: FakeApi;

function mount(attributes: Record<string, string>, me: FakeReply = { body: participant({ id: 7 }) }) {
  api = fakeApi({
    getMe: me,
    getSmsConsent: { body: { required: false } },
    listUserStudies: { body: [userStudy({ id: 11, study_id: 102 })] },
  });
  vi.stubGlobal('fetch', api.fetch);
  const element = document.createElement('registry-survey') as RegistrySurveyElement;
  element.setAttribute('environment', 'prod');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: CustomEvent[] = [];
  element.addEventListener('registry-signed-in', (e) => events.push(e as CustomEvent));
  act(() => void document.body.append(element));
  const text = () => element.shadowRoot!.textContent ?? '';
  return { element, events, text };
}

describe('<registry-survey>', () => {
  it('shows its own sign-in when there is no session', async () => {
    const gadget = mount({ 'study-id': '101' });
    await waitFor(() => expect(gadget.text()).toContain('Sign In'), { timeout: 5000 });
    expect(api.calls).toEqual([]);
  });

  it('signIn(token) runs the sign-in flow, then looks up the participant’s user study of the page’s study', async () => {
    const gadget = mount({ 'study-id': '101' });
    // Called before the gadget's code has loaded: it waits for it.
    let outcome: string | undefined;
    await act(async () => {
      outcome = await gadget.element.signIn(userToken());
    });
    expect(outcome).toBe('signed-in');
    expect(api.called('getMe')).toHaveLength(1);
    await waitFor(() => expect(api.called('listUserStudies')[0]?.params).toEqual({ id: 7 }));
    // The participant has no user study of study 101: the gadget says so instead of opening another.
    await waitFor(() => expect(gadget.text()).toContain('This study is not open for your account'));
    expect(gadget.events.map((e) => e.detail)).toEqual([{ userId: 7, accountState: 'regular', partnerRef: null }]);
  });

  it('pointed at another study, it starts again from its first screen and looks that one up', async () => {
    const gadget = mount({ 'study-id': '101' });
    await act(async () => {
      await gadget.element.signIn(userToken());
    });
    await waitFor(() => expect(gadget.text()).toContain('This study is not open for your account'));
    act(() => gadget.element.setAttribute('study-id', '103'));
    await waitFor(() => expect(api.called('listUserStudies')).toHaveLength(2));
    await waitFor(() => expect(gadget.text()).toContain('This study is not open for your account'));
    // Still signed in: the restart kept the gadget's session.
    expect(api.called('getMe')).toHaveLength(1);
  });

  it('signIn(token) with a token the registry refuses dispatches nothing and leaves no dialog; a valid one then signs in', async () => {
    const gadget = mount({ 'study-id': '101' }, { status: 401, body: { detail: 'expired' } });
    await waitFor(() => expect(gadget.text()).toContain('Sign In'), { timeout: 5000 });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await gadget.element.signIn(userToken());
    });
    expect(outcome).toBe('failed');
    await new Promise((r) => setTimeout(r, 50));
    expect(gadget.events).toEqual([]);
    expect(gadget.element.shadowRoot!.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull();
    expect(gadget.text()).not.toContain('Session expired');
    expect(gadget.text()).toContain('Sign In');

    api.answer({ getMe: { body: participant({ id: 7 }) } });
    await act(async () => {
      outcome = await gadget.element.signIn(userToken());
    });
    expect(outcome).toBe('signed-in');
    await waitFor(() => expect(gadget.text()).toContain('This study is not open for your account'));
    expect(gadget.events.map((e) => e.detail)).toEqual([{ userId: 7, accountState: 'regular', partnerRef: null }]);
    expect(gadget.element.shadowRoot!.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull();
  });

  it('has a ready promise for its first screen, and signOut() ends its session and shows the sign-in again', async () => {
    const gadget = mount({ 'study-id': '101' });
    await act(async () => {
      await gadget.element.ready;
    });
    await act(async () => {
      await gadget.element.signIn(userToken());
    });
    await waitFor(() => expect(gadget.text()).toContain('This study is not open for your account'));
    await act(async () => {
      await gadget.element.signOut();
    });
    await waitFor(() => expect(gadget.text()).toContain('Sign In'), { timeout: 5000 });
    // Signed in again only through a new sign-in.
    expect(api.called('getMe')).toHaveLength(1);
  });

  it('refuses what is not a registry token without a call', async () => {
    const gadget = mount({ 'study-id': '101' });
    await expect(gadget.element.signIn('not-a-token')).rejects.toThrow(TypeError);
    await expect(gadget.element.signIn(42 as unknown as string)).rejects.toThrow(/registry token/);
    expect(api.calls).toEqual([]);
  });

  it('says it is not set up when the page names no study', async () => {
    const gadget = mount({ 'study-id': 'core' });
    await waitFor(() => expect(gadget.text()).toContain('This survey is not available'), { timeout: 5000 });
  });
});
