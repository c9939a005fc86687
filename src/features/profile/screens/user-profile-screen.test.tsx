import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers, FakeReply } from '@/testing/fake-api';
import { answerEveryRow } from '@/testing/fake-api';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { UserProfileScreen } from './user-profile-screen';

const HOUSEHOLD = { address: '1 Main St', city: 'Boston', country_state: 'Massachusetts', zip_code: '02101' };

/** My Profile with its answers given, once its personal form is drawn. */
async function renderProfile(api: FakeHandlers = {}, profile = participant()) {
  const view = renderProfileNow(api, profile);
  await screen.findByRole('region', { name: 'Personal information', busy: false });
  return view;
}

function renderProfileNow(api: FakeHandlers = {}, profile = participant()) {
  return renderWithRegistry(<UserProfileScreen />, {
    path: '/user-profile',
    storage: { [SESSION_KEYS.token]: userToken() },
    profile,
    api: {
      ...answerEveryRow(),
      getHouseholdInfo: { body: HOUSEHOLD },
      getStates: { body: [{ name: 'Massachusetts', abbreviation: 'MA' }] },
      getTimeZones: { body: [] },
      ...api,
    },
  });
}

const personal = () => within(screen.getByRole('region', { name: 'Personal information' }));
const household = () => within(screen.getByRole('region', { name: 'Household information' }));

describe('UserProfileScreen', () => {
  it('draws the other blocks and the contact details only with the personal form, so none is pushed down the page as it is read', async () => {
    let answerProfile: (reply: FakeReply) => void = () => undefined;
    const view = renderWithRegistry(<UserProfileScreen />, {
      path: '/user-profile',
      storage: { [SESSION_KEYS.token]: userToken() },
      api: {
        ...answerEveryRow(),
        getMe: () => new Promise<FakeReply>((resolve) => (answerProfile = resolve)),
        getHouseholdInfo: { body: HOUSEHOLD },
        getStates: { body: [{ name: 'Massachusetts', abbreviation: 'MA' }] },
        getTimeZones: { body: [] },
      },
    });
    expect(await screen.findByRole('region', { name: 'Personal information' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'registry-profile-personal-heading',
    ]);
    expect(screen.queryByRole('complementary', { name: 'Questions about your account?' })).toBeNull();
    await waitFor(() => expect(view.api.called('getMe')).toHaveLength(1));
    answerProfile({ body: participant() });
    expect(await personal().findByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Household information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Questions about your account?' })).toBeInTheDocument();
  });

  it('says which characters a name, an address and a city may hold before anything is refused', async () => {
    await renderProfile();
    for (const name of ['First name', 'Last name']) {
      expect(await personal().findByLabelText(name)).toHaveAccessibleDescription(
        /one space between parts.*García López/,
      );
    }
    expect(await household().findByLabelText('Address')).toHaveAccessibleDescription(
      /Letters, digits and spaces only, no commas/,
    );
    expect(household().getByLabelText('City')).toHaveAccessibleDescription(/Letters, spaces, periods/);
  });

  it("offers the registry's contact phone as a tel: link and its e-mail as a mailto: link", async () => {
    await renderProfile();
    const contact = within(await screen.findByRole('complementary', { name: 'Questions about your account?' }));
    expect(contact.getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    expect(contact.getByRole('link', { name: 'info@registry.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@registry.example.org',
    );
  });

  it('saves only what differs from what was loaded, and nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const r = await renderProfile({ updateProfile: { body: participant({ first_name: 'Anna' }) } });
    await user.click(personal().getByRole('button', { name: 'Save changes' }));
    expect(await personal().findByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(r.api.called('updateProfile')).toHaveLength(0);

    await user.clear(personal().getByLabelText('First name'));
    await user.type(personal().getByLabelText('First name'), 'Anna');
    await user.click(personal().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(r.api.called('updateProfile')).toHaveLength(1));
    expect(r.api.called('updateProfile')[0].body).toEqual({ first_name: 'Anna' });
    await waitFor(() => expect(r.session.profile.value?.first_name).toBe('Anna'));
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    // The saved profile comes back into the form: the line beside Save stays until the next edit.
    const button = personal().getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(personal().getByLabelText('First name')).toHaveValue('Anna'));
    expect(button).toHaveAccessibleDescription('Your account has been updated');
    await user.type(personal().getByLabelText('Last name'), 'x');
    expect(button).not.toHaveAccessibleDescription();
  });

  it('shows the phone number as the server stored it after a save, and leaves without asking', async () => {
    const user = userEvent.setup();
    const r = await renderProfile({ updateProfile: { body: participant({ phone: '+16175550100' }) } });
    const phone = personal().getByLabelText('Phone number (optional)');
    await waitFor(() => expect(phone).toBeEnabled());
    await user.clear(phone);
    await user.type(phone, '+16175550100');
    await user.tab();
    const typed = (phone as HTMLInputElement).value;
    // The field shows the number as the participant reads it; the server keeps it in E.164.
    expect(typed).not.toBe('+16175550100');
    await user.click(personal().getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveValue('+16175550100'));
    await user.click(screen.getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(r.current()).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'You have unsaved changes' })).toBeNull();
  });

  it('a phone number cleared down to the prefilled +1 is removed, not stored as "+1"', async () => {
    const user = userEvent.setup();
    const r = await renderProfile(
      { updateProfile: { body: participant({ phone: null }) } },
      participant({ phone: '+16175550100' }),
    );
    const phone = personal().getByLabelText('Phone number (optional)');
    await waitFor(() => expect(phone).toBeEnabled());
    await user.clear(phone);
    await user.type(phone, '+1');
    await user.click(personal().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(r.api.called('updateProfile')).toHaveLength(1));
    expect(r.api.called('updateProfile')[0].body).toEqual({ phone: null });
  });

  it('puts server field errors on their controls and clears one when its field changes', async () => {
    const user = userEvent.setup();
    const r = await renderProfile({
      updateHouseholdInfo: { status: 400, body: { zip_code: ['Please enter a valid 5-digit zip code'] } },
    });
    const zip = await household().findByLabelText('Zip code');
    await user.clear(zip);
    await user.type(zip, '02139');
    await user.click(household().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(zip).toHaveAccessibleDescription(/Please enter a valid 5-digit zip code/));
    expect(r.api.called('updateHouseholdInfo')[0].body).toEqual({ zip_code: '02139' });
    // A valid new value: only the server's error could remain, and it goes with the change.
    await user.clear(zip);
    await user.type(zip, '02140');
    expect(zip).not.toHaveAccessibleDescription(/Please enter a valid 5-digit zip code/);
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    const r = await renderProfile();
    await user.type(personal().getByLabelText('Last name'), 'x');
    await user.click(screen.getByRole('link', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the page' }));
    expect(r.current()).toBe('/user-profile');
    await user.click(screen.getByRole('link', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(r.current()).toBe('/dashboard'));
  });

  it('catches the browser Back button with the same question: Stay keeps the URL and the edits', async () => {
    // The page's own history, as the standalone app has it: the dashboard, then the profile.
    window.history.replaceState(null, '', '/dashboard');
    window.history.pushState(null, '', '/user-profile');
    const user = userEvent.setup();
    await renderProfile();
    const lastName = personal().getByLabelText('Last name');
    await user.type(lastName, 'x');
    const edited = (lastName as HTMLInputElement).value;

    window.history.back();
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/user-profile');
    expect(personal().getByLabelText('Last name')).toHaveValue(edited);

    // Asked again on the next Back; leaving goes back past the page.
    window.history.back();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('loads child info only for a child profile, and hides the time zone select without time zones', async () => {
    const r = await renderProfile(
      {
        getChildInfo: {
          body: { child_first_name: 'Casey', child_last_name: 'Ann', child_email: null, child_phone: null },
        },
      },
      participant({ profile_type: 'child' }),
    );
    const child = within(await screen.findByRole('region', { name: 'Child information' }));
    expect(await child.findByLabelText("Child's first name")).toHaveValue('Casey');
    expect(r.api.called('getChildInfo')).toHaveLength(1);
    expect(screen.getByText('My Child – who is under the age of 18.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Time zone')).toBeNull();
  });

  it('a saved child name is the one the session names the child by (the parental consent reads it)', async () => {
    const user = userEvent.setup();
    const before = { child_first_name: 'Casey', child_last_name: 'Ann', child_email: null, child_phone: null };
    const r = await renderProfile(
      {
        getChildInfo: { body: before },
        updateChildInfo: (call) => ({ body: { ...before, ...(call.body as object) } }),
      },
      participant({ profile_type: 'child' }),
    );
    const child = within(await screen.findByRole('region', { name: 'Child information' }));
    const first = await child.findByLabelText("Child's first name");
    await user.clear(first);
    await user.type(first, 'Kit');
    await user.click(child.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(r.session.childInfo.value?.child_first_name).toBe('Kit'));
  });
});
