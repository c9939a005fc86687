import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormPhoneField } from './form-phone-field';
import { PHONE_MESSAGES } from './account-field-texts';
import { usePhoneLib } from './phone-field';

function Host({ requiredMessage, onValid }: { requiredMessage?: string; onValid: (phone: string) => void }) {
  const lib = usePhoneLib();
  const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((values) => onValid(values.phone))(e)}>
      <FormPhoneField
        control={form.control}
        name="phone"
        lib={lib}
        label="Phone number"
        error={form.formState.errors.phone?.message}
        requiredMessage={requiredMessage}
      />
      <button type="submit">Save</button>
    </form>
  );
}

async function setup(requiredMessage?: string) {
  const onValid = vi.fn();
  render(<Host requiredMessage={requiredMessage} onValid={onValid} />);
  const input = screen.getByLabelText(/Phone number/);
  await vi.waitFor(() => expect(input).toBeEnabled(), { timeout: 5000 });
  return { onValid, input, user: userEvent.setup() };
}

describe('FormPhoneField', () => {
  it('lets an empty optional phone through and stops a number too short', async () => {
    const { onValid, input, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith('');
    await user.type(input, '+1303');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PHONE_MESSAGES.tooShort)).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('asks for a number when one is required', async () => {
    const { onValid, input, user } = await setup(PHONE_MESSAGES.requiredToContinue);
    expect(input).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PHONE_MESSAGES.requiredToContinue)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});
