import { useSignals } from '@preact/signals-react/runtime';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantProfile, TimeZone } from '@contract';
import { useSession } from '@/shared/session/session-context';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { PersonalInfoForm } from './personal-info-form';

const ZONES: TimeZone[] = [
  { id: 'America/New_York', name: 'Eastern Time' },
  { id: 'America/Chicago', name: 'Central Time' },
];

function renderForm(api: FakeHandlers = {}, profile: ParticipantProfile = participant(), timeZones = ZONES) {
  const r = renderWithRegistry(<PersonalInfoForm profile={profile} timeZones={timeZones} onDirty={() => {}} />, {
    api: { checkEmailSpelling: { body: { is_ok: true } }, ...api },
    profile,
  });
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return { ...r, field, save };
}

// happy-dom's select has no `size` (browsers answer 0): react-hook-form then takes the first option,
// selected by default, for one the person picked before the form was ready, and keeps '' over the
// stored time zone. The browser's answer, for this file only.
const selectSize = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'size');
beforeAll(() => {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
});
afterAll(() => {
  if (selectSize) Object.defineProperty(HTMLSelectElement.prototype, 'size', selectSize);
  else delete (HTMLSelectElement.prototype as { size?: number }).size;
});

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('PersonalInfoForm', () => {
  it('shows the stored details, the time zones offered and the profile type read-only', async () => {
    const { field } = renderForm({}, participant({ timezone: 'America/Chicago' }));
    expect(screen.getByRole('form', { name: 'Personal information' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ann');
    expect(field('Last name')).toHaveValue('Lee');
    expect(field('Email')).toHaveValue('ann@example.org');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago'));
    expect(screen.getByRole('option', { name: 'Eastern Time' })).toBeInTheDocument();
    expect(screen.getByText('Myself – I am over 18 years of age.')).toBeInTheDocument();
    // The current password is asked only once the e-mail changes.
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('offers no time zone choice when there are no time zones', () => {
    renderForm({}, participant(), []);
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).toBeNull();
  });

  it('sends a newly chosen time zone, and none (null) when the choice is taken back', async () => {
    const { save, api } = renderForm(
      { updateProfile: { body: participant({ timezone: 'America/New_York' }) } },
      participant({ timezone: 'America/Chicago' }),
    );
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(zone).toHaveValue('America/Chicago'));
    await userEvent.selectOptions(zone, 'Eastern Time');
    await save();
    await waitFor(() => expect(api.called('updateProfile')).toHaveLength(1));
    expect(api.called('updateProfile')[0].body).toEqual({ timezone: 'America/New_York' });
    await waitFor(() => expect(zone).toHaveValue('America/New_York'));
    api.answer({ updateProfile: { body: participant({ timezone: null }) } });
    await userEvent.selectOptions(zone, 'Select your time zone');
    await save();
    await waitFor(() => expect(api.called('updateProfile')).toHaveLength(2));
    expect(api.called('updateProfile')[1].body).toEqual({ timezone: null });
  });

  it('refuses empty names, names with a comma or two spaces in a row and a malformed e-mail with the spec texts', async () => {
    const { field, save, api } = renderForm();
    await retype(field('First name'), '');
    await retype(field('Last name'), 'Cruz, de la');
    await retype(field('Email'), 'ann@example');
    await save();
    expect(field('First name')).toHaveAccessibleDescription(/This field is required/);
    expect(field('Last name')).toHaveAccessibleDescription(/Enter valid last name/);
    expect(field('Email')).toHaveAccessibleDescription(/Email format is invalid/);
    await retype(field('First name'), 'Ann  Marie');
    await save();
    expect(field('First name')).toHaveAccessibleDescription(/Enter valid first name/);
    expect(api.called('updateProfile')).toHaveLength(0);
  });

  it('an e-mail in error offers a button that clears it; copy and paste are blocked on it', async () => {
    const { field, save } = renderForm();
    expect(fireEvent.paste(field('Email'))).toBe(false);
    expect(fireEvent.copy(field('Email'))).toBe(false);
    await retype(field('Email'), 'ann@');
    await save();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear the email address' }));
    expect(field('Email')).toHaveValue('');
  });

  it('a changed e-mail is checked, needs the current password, and is sent lowercased with it', async () => {
    const saved = participant({ email: 'ann.lee@example.org' });
    const { field, save, api, session } = renderForm({ updateProfile: { body: saved } });
    await retype(field('Email'), 'Ann.Lee@Example.org');
    await userEvent.tab();
    await waitFor(() => expect(api.called('checkEmailSpelling')).toHaveLength(1));
    expect(api.called('checkEmailSpelling')[0].body).toEqual({ email: 'ann.lee@example.org' });
    expect(await screen.findByRole('img', { name: 'Email address checked' })).toBeInTheDocument();
    await userEvent.type(field('Current password'), 'Old-Pass-1');
    // The edit is kept as a draft through a session's end; the password never is.
    expect(JSON.parse(sessionStorage.getItem('registry.drafts.7.profile.personal-info') ?? 'null')).toEqual({
      email: 'Ann.Lee@Example.org',
    });
    await save();
    await waitFor(() => expect(api.called('updateProfile')).toHaveLength(1));
    const [call] = api.called('updateProfile');
    expect(call.params).toEqual({ id: 7 });
    expect(call.body).toEqual({ email: 'ann.lee@example.org', current_password: 'Old-Pass-1' });
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    await waitFor(() => expect(session.profile.value?.email).toBe('ann.lee@example.org'));
  });

  it("the e-mail's icon says checking while the check runs, then checked, and stays so after the update", async () => {
    // As on My Profile: the form edits the session's profile, which the save replaces.
    function FromSession() {
      useSignals();
      const profile = useSession().profile.value;
      return profile ? <PersonalInfoForm profile={profile} timeZones={ZONES} onDirty={() => {}} /> : null;
    }
    let answer!: () => void;
    const checked = new Promise<void>((resolve) => (answer = resolve));
    const { api } = renderWithRegistry(<FromSession />, {
      profile: participant(),
      api: {
        checkEmailSpelling: async () => {
          await checked;
          return { body: { is_ok: true } };
        },
        updateProfile: { body: participant({ email: 'ann.lee@example.org' }) },
      },
    });
    const email = await screen.findByLabelText('Email');
    await retype(email, 'ann.lee@example.org');
    await userEvent.tab();
    expect(await screen.findByRole('img', { name: 'Checking the email address' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('img', { name: 'Email address checked' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password', { selector: 'input' }), 'Old-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    expect(api.called('updateProfile')).toHaveLength(1);
    expect(email).toHaveValue('ann.lee@example.org');
    expect(screen.getByRole('img', { name: 'Email address checked' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password', { selector: 'input' })).toBeNull();
  });

  it('warns about a likely misspelt e-mail without blocking it', async () => {
    const { field } = renderForm({ checkEmailSpelling: { body: { is_ok: false } } });
    await retype(field('Email'), 'ann@gmial.com');
    await userEvent.tab();
    expect(
      await screen.findByText('Looks like you might have made a spelling error. Please confirm the email address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Please check the email address' })).toBeInTheDocument();
  });

  it('keeps the new e-mail and shows the refusal on the current password when the server refuses it', async () => {
    const { field, save } = renderForm({
      updateProfile: { status: 400, body: { current_password: ['The current password is not correct.'] } },
    });
    await retype(field('Email'), 'ann.lee@example.org');
    await userEvent.type(field('Current password'), 'Wrong-Pass-1');
    await save();
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(/The current password is not correct\./),
    );
    expect(field('Email')).toHaveValue('ann.lee@example.org');
    expect(screen.queryByText('Your account has been updated')).toBeNull();
  });

  it("shows the lock's message when the account is locked, keeps the new e-mail, and no generic failure", async () => {
    const lock =
      'Too many failed attempts: sign-in to this account is locked. We have e-mailed a link to unlock it to the address of the account; without it, sign-in opens again 15 minutes after the last try.';
    const { field, save, session, feedback } = renderForm({ updateProfile: { status: 429, body: { detail: lock } } });
    await retype(field('Email'), 'ann.lee@example.org');
    await userEvent.type(field('Current password'), 'Old-Pass-1');
    await save();
    expect(await screen.findByText(lock)).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ann.lee@example.org');
    expect(session.profile.value?.email).toBe('ann@example.org');
    // The form says it; no generic failure snackbar beside it.
    expect(feedback.snackbars.value.filter((s) => s.kind === 'failure')).toEqual([]);
    expect(screen.queryByText('Your account has been updated')).toBeNull();
  });

  it('an account that signs in elsewhere cannot edit its e-mail here and is told where to', () => {
    const { field } = renderForm({}, participant({ auth_methods: ['oauth'] }));
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveAccessibleDescription(
      /You sign in through the external provider: change your email address there\./,
    );
  });
});
