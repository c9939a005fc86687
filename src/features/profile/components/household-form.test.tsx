import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HouseholdInfo } from '@contract';
import { announced } from '@/testing/announced';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { HouseholdForm } from './household-form';

const STORED: HouseholdInfo = {
  address: '1 Main St',
  city: 'Boston',
  country_state: 'Massachusetts',
  zip_code: '02101',
};
const STATES = [
  { name: 'Massachusetts', abbreviation: 'MA' },
  { name: 'New York', abbreviation: 'NY' },
];

function renderForm(api: FakeHandlers = {}, info: HouseholdInfo = STORED) {
  const onSaved = vi.fn();
  const r = renderWithRegistry(
    <HouseholdForm participantId={7} info={info} states={STATES} onSaved={onSaved} onDirty={() => {}} />,
    { api },
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return { ...r, onSaved, field, save };
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('HouseholdForm', () => {
  it('shows the stored household in its labelled fields, inside a form named for the section', () => {
    const { field } = renderForm();
    expect(screen.getByRole('form', { name: 'Household information' })).toBeInTheDocument();
    expect(field('Address')).toHaveValue('1 Main St');
    expect(field('City')).toHaveValue('Boston');
    expect(field('State')).toHaveValue('Massachusetts');
    expect(field('Zip code')).toHaveValue('02101');
  });

  it('refuses emptied and malformed fields with the spec texts and sends nothing', async () => {
    const { field, save, api } = renderForm();
    await retype(field('Address'), '');
    await retype(field('City'), '');
    await retype(field('Zip code'), '1234');
    await save();
    expect(field('Address')).toHaveAccessibleDescription(/Address is required/);
    expect(field('City')).toHaveAccessibleDescription(/City is required/);
    expect(field('Zip code')).toHaveAccessibleDescription(/Please enter a valid 5-digit zip code/);

    await retype(field('Address'), '1 Main St, Apt 2');
    await retype(field('City'), 'Boston2');
    await retype(field('State'), 'Atlantis');
    await save();
    expect(field('Address')).toHaveAccessibleDescription(/Please enter valid address/);
    expect(field('City')).toHaveAccessibleDescription(/Please enter valid city/);
    expect(field('State')).toHaveAccessibleDescription(/State does not exist/);
    expect(api.called('updateHouseholdInfo')).toHaveLength(0);
  });

  it('sends only the changed fields, trimmed, with a state typed as its abbreviation sent by name', async () => {
    const { field, save, api, onSaved } = renderForm({
      updateHouseholdInfo: { body: { ...STORED, city: 'New York', country_state: 'New York' } },
    });
    await retype(field('City'), 'New York ');
    await retype(field('State'), 'ny');
    await save();
    await waitFor(() => expect(api.called('updateHouseholdInfo')).toHaveLength(1));
    const [call] = api.called('updateHouseholdInfo');
    expect(call.params).toEqual({ id: 7 });
    expect(call.body).toEqual({ city: 'New York', country_state: 'New York' });
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    expect(onSaved.mock.calls[0][0]).toEqual({ ...STORED, city: 'New York', country_state: 'New York' });
    expect(field('State')).toHaveValue('New York');
  });

  it('confirms a save beside Save until the next edit, after the snackbar has gone', async () => {
    const { field, save, feedback } = renderForm({ updateHouseholdInfo: { body: { ...STORED, city: 'Salem' } } });
    await retype(field('City'), 'Salem');
    await save();
    const button = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('Your account has been updated'));
    const form = screen.getByRole('form', { name: 'Household information' });
    expect(form).toHaveTextContent('Your account has been updated');
    // The snackbar says it once (its live region) and leaves; the line beside Save stays.
    expect(feedback.snackbars.value.map((s) => s.message)).toEqual(['Your account has been updated']);
    for (const s of feedback.snackbars.value) feedback.dismissSnackbar(s.id);
    expect(form).toHaveTextContent('Your account has been updated');
    await userEvent.type(field('City'), 'x');
    expect(form).not.toHaveTextContent('Your account has been updated');
    expect(button).not.toHaveAccessibleDescription();
  });

  it('a cleared state is allowed and sent as empty', async () => {
    const { field, save, api } = renderForm({ updateHouseholdInfo: { body: { ...STORED, country_state: '' } } });
    await retype(field('State'), '');
    await save();
    await waitFor(() => expect(api.called('updateHouseholdInfo')).toHaveLength(1));
    expect(api.called('updateHouseholdInfo')[0].body).toEqual({ country_state: '' });
  });

  it('says nothing has changed instead of sending an untouched form', async () => {
    const { save, api } = renderForm();
    await save();
    expect(await announced('alert')).toHaveTextContent('Nothing has changed yet.');
    expect(api.called('updateHouseholdInfo')).toHaveLength(0);
  });

  it('takes the nothing-changed note back as soon as a field is edited', async () => {
    const { field, save } = renderForm();
    await save();
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
    await userEvent.type(field('City'), 'port');
    expect(screen.queryByText('Nothing has changed yet.')).toBeNull();
  });

  it('keeps the typed address when the server refuses it, with its message on the field', async () => {
    const { field, save } = renderForm({
      updateHouseholdInfo: { status: 400, body: { address: ['Please enter valid address'] } },
    });
    await retype(field('Address'), '22 Elm Street');
    await save();
    await waitFor(() => expect(field('Address')).toHaveAccessibleDescription(/Please enter valid address/));
    expect(field('Address')).toHaveValue('22 Elm Street');
    expect(screen.queryByText('Your account has been updated')).toBeNull();
  });

  it('keeps the typed city when the server cannot be reached, and says so in the spec words', async () => {
    const { field, save, api } = renderForm({ updateHouseholdInfo: 'network-error' });
    await retype(field('City'), 'Cambridge');
    await save();
    expect(
      await screen.findByText('Connection or server error. Check your connection or try to connect later'),
    ).toBeInTheDocument();
    expect(api.called('updateHouseholdInfo')).toHaveLength(1);
    expect(field('City')).toHaveValue('Cambridge');
    expect(screen.queryByText('Your account has been updated')).toBeNull();
  });

  it('keeps an edit as a draft through the form opening again (after a session ended and a sign-in) until saved', async () => {
    const KEY = 'registry.drafts.7.profile.household';
    const first = renderForm();
    await retype(first.field('City'), 'Cambridge');
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ city: 'Cambridge' });
    // The session ends: the sign-in page replaces the form.
    act(() => first.session.removeToken());
    first.unmount();

    const again = renderForm({ updateHouseholdInfo: { body: { ...STORED, city: 'Cambridge' } } });
    await waitFor(() => expect(again.field('City')).toHaveValue('Cambridge'));
    expect(again.field('Address')).toHaveValue('1 Main St');
    await again.save();
    await waitFor(() => expect(again.api.called('updateHouseholdInfo')).toHaveLength(1));
    expect(again.api.called('updateHouseholdInfo')[0].body).toEqual({ city: 'Cambridge' });
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
  });

  it('leaving the page with the edits (signed in: the page asked first) leaves no draft', async () => {
    const { unmount } = renderWithRegistry(
      <HouseholdForm participantId={7} info={STORED} states={STATES} onSaved={() => {}} onDirty={() => {}} />,
      {
        storage: { [SESSION_KEYS.token]: userToken() },
        profile: participant(),
        api: { getSmsConsent: { body: { required: false } } },
      },
    );
    await retype(screen.getByLabelText('City'), 'Cambridge');
    expect(sessionStorage.getItem('registry.drafts.7.profile.household')).not.toBeNull();
    unmount();
    expect(sessionStorage.getItem('registry.drafts.7.profile.household')).toBeNull();
  });

  it('an edit typed back to the stored value leaves no draft', async () => {
    const { field } = renderForm();
    await retype(field('City'), 'Cambridge');
    await retype(field('City'), 'Boston');
    expect(sessionStorage.getItem('registry.drafts.7.profile.household')).toBeNull();
  });
});
