import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChildInfo } from '@contract';
import type { FakeHandlers } from '@/testing/fake-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ChildInfoForm } from './child-info-form';

const STORED: ChildInfo = { child_first_name: 'Sam', child_last_name: 'Lee', child_email: null, child_phone: null };

function renderForm(api: FakeHandlers = {}, info: ChildInfo = STORED) {
  const onSaved = vi.fn();
  const r = renderWithRegistry(<ChildInfoForm participantId={7} info={info} onSaved={onSaved} onDirty={() => {}} />, {
    api,
  });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return { ...r, onSaved, field, save };
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('ChildInfoForm', () => {
  it("shows the child's stored names and leaves the optional e-mail and phone empty", async () => {
    const { field } = renderForm();
    expect(screen.getByRole('form', { name: 'Child information' })).toBeInTheDocument();
    expect(field("Child's first name")).toHaveValue('Sam');
    expect(field("Child's last name")).toHaveValue('Lee');
    expect(field("Child's email (optional)")).toHaveValue('');
    await waitFor(() => expect(field("Child's phone number (optional)")).toBeEnabled());
  });

  it('refuses an empty name, a name with a comma and a malformed e-mail with the spec texts', async () => {
    const { field, save, api } = renderForm();
    await retype(field("Child's first name"), '');
    await retype(field("Child's last name"), 'Dyke, Van');
    await retype(field("Child's email (optional)"), 'sam@example');
    await save();
    expect(field("Child's first name")).toHaveAccessibleDescription(/This field is required/);
    expect(field("Child's last name")).toHaveAccessibleDescription(/Enter valid last name/);
    expect(field("Child's email (optional)")).toHaveAccessibleDescription(/Email format is invalid/);
    await retype(field("Child's first name"), 'Sam  Two');
    await save();
    expect(field("Child's first name")).toHaveAccessibleDescription(/Enter valid first name/);
    expect(api.called('updateChildInfo')).toHaveLength(0);
  });

  it('blocks copy and paste on the e-mail field only', () => {
    const { field } = renderForm();
    expect(fireEvent.paste(field("Child's email (optional)"))).toBe(false);
    expect(fireEvent.copy(field("Child's email (optional)"))).toBe(false);
    expect(fireEvent.paste(field("Child's first name"))).toBe(true);
  });

  it('sends the changed fields only: names trimmed, the e-mail lowercased, and reports the saved record', async () => {
    const saved = { ...STORED, child_last_name: 'Lee-Park', child_email: 'sam@example.org' };
    const { field, save, api, onSaved } = renderForm({ updateChildInfo: { body: saved } });
    await retype(field("Child's last name"), ' Lee-Park ');
    await retype(field("Child's email (optional)"), 'Sam@Example.org');
    await save();
    await waitFor(() => expect(api.called('updateChildInfo')).toHaveLength(1));
    const [call] = api.called('updateChildInfo');
    expect(call.params).toEqual({ id: 7 });
    expect(call.body).toEqual({ child_last_name: 'Lee-Park', child_email: 'sam@example.org' });
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    expect(onSaved.mock.calls[0][0]).toEqual(saved);
  });

  it('removes a cleared e-mail (sent as null)', async () => {
    const { field, save, api } = renderForm(
      { updateChildInfo: { body: STORED } },
      { ...STORED, child_email: 'sam@example.org' },
    );
    await retype(field("Child's email (optional)"), '');
    await save();
    await waitFor(() => expect(api.called('updateChildInfo')).toHaveLength(1));
    expect(api.called('updateChildInfo')[0].body).toEqual({ child_email: null });
  });

  it('keeps what was typed when the server refuses it, with its message on the field', async () => {
    const { field, save, onSaved } = renderForm({
      updateChildInfo: { status: 400, body: { child_email: ['Email is not valid'] } },
    });
    await retype(field("Child's email (optional)"), 'sam@example.org');
    await save();
    await waitFor(() => expect(field("Child's email (optional)")).toHaveAccessibleDescription(/Email is not valid/));
    expect(field("Child's email (optional)")).toHaveValue('sam@example.org');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the child's date of birth as typed in screening, and sends a changed one", async () => {
    const info = { ...STORED, birthday: '2012-05-03', birthday_locked: false };
    const { field, save, api } = renderForm({ updateChildInfo: { body: { ...info, birthday: '2012-06-03' } } }, info);
    expect(field("Child's date of birth")).toHaveValue('05/03/2012');
    await retype(field("Child's date of birth"), '06/03/2012');
    await save();
    await waitFor(() => expect(api.called('updateChildInfo')).toHaveLength(1));
    expect(api.called('updateChildInfo')[0].body).toEqual({ birthday: '2012-06-03' });
  });

  it('refuses a date of birth in the future, and a stored one emptied', async () => {
    const info = { ...STORED, birthday: '2012-05-03', birthday_locked: false };
    const { field, save, api } = renderForm({}, info);
    await retype(field("Child's date of birth"), '01/01/2099');
    await save();
    expect(field("Child's date of birth")).toHaveAccessibleDescription(/The date of birth cannot be in the future\./);
    await retype(field("Child's date of birth"), '');
    await save();
    expect(field("Child's date of birth")).toHaveAccessibleDescription(/Enter a valid date of birth\./);
    expect(api.called('updateChildInfo')).toHaveLength(0);
  });

  it('shows the date of birth read-only once the consent was signed for it, and never sends it', async () => {
    const info = { ...STORED, birthday: '2012-05-03', birthday_locked: true };
    const { field, save, api } = renderForm(
      { updateChildInfo: { body: { ...info, child_first_name: 'Samuel' } } },
      info,
    );
    const birthday = field("Child's date of birth");
    expect(birthday).toHaveValue('05/03/2012');
    expect(birthday).toHaveAttribute('readonly');
    expect(birthday).toHaveAccessibleDescription(/cannot be changed after the consent was signed/);
    await retype(field("Child's first name"), 'Samuel');
    await save();
    await waitFor(() => expect(api.called('updateChildInfo')).toHaveLength(1));
    expect(api.called('updateChildInfo')[0].body).toEqual({ child_first_name: 'Samuel' });
  });
});
