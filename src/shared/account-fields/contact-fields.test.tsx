import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ContactFields } from './contact-fields';
import { ACCOUNT_FIELD_HINTS, PHONE_MESSAGES } from './account-field-texts';
import { usePhoneLib } from './phone-field';
import { validateFirstName, validateLastName } from './validators';

interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

function Host({ onValid }: { onValid: (values: Contact) => void }) {
  const lib = usePhoneLib();
  const form = useForm<Contact>({
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', phone: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <ContactFields
        form={form}
        rowClassName="row"
        first={{ name: 'first_name', label: 'First name', validate: validateFirstName }}
        last={{ name: 'last_name', label: 'Last name', validate: validateLastName }}
        autoComplete={['given-name', 'family-name']}
        phone={{ name: 'phone', label: 'Phone number' }}
        lib={lib}
      >
        <label>
          Email
          <input {...form.register('email')} />
        </label>
      </ContactFields>
      <button type="submit">Save</button>
    </form>
  );
}

async function setup() {
  const onValid = vi.fn();
  const { container } = render(<Host onValid={onValid} />);
  const phone = screen.getByLabelText(/Phone number/);
  await vi.waitFor(() => expect(phone).toBeEnabled(), { timeout: 5000 });
  return { onValid, container, phone, user: userEvent.setup() };
}

describe('ContactFields', () => {
  it('shows the names side by side, then the form’s own fields, then the phone', async () => {
    const { container } = await setup();
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(first).toHaveAccessibleDescription(ACCOUNT_FIELD_HINTS.name);
    expect(container.querySelector('.row')?.querySelectorAll('input')).toHaveLength(2);
    const order = [...container.querySelectorAll('input')].map((input) => input.name);
    expect(order).toEqual(['first_name', 'last_name', 'email', 'phone']);
  });

  it('checks each name by its rule as it is left, and the phone with the phone library', async () => {
    const { onValid, phone, user } = await setup();
    await user.type(screen.getByLabelText('First name'), 'Ann, Marie');
    await user.tab();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(/Enter valid first name/);
    await user.type(phone, '+1303');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText(PHONE_MESSAGES.tooShort)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Ann-Marie');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toMatchObject({ first_name: 'Ann-Marie', last_name: 'Lee' });
  });
});
