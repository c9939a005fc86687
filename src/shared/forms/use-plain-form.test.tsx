import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client/api-error';
import { usePlainForm } from './use-plain-form';

const required = (label: string) => (value: string) => (value.trim() ? undefined : `${label} is required`);

function Form({ onValid, refusal }: { onValid: (values: Record<string, string>) => void; refusal?: unknown }) {
  const form = usePlainForm({ name: required('Name'), city: required('City') }, { city: 'Lima' });
  return (
    <form
      onSubmit={(e) => {
        void form.handleSubmit((values) => {
          onValid(values);
          if (refusal) form.applyServerErrors(refusal);
        })(e);
      }}
    >
      {form.formError && <p role="alert">{form.formError}</p>}
      <label>
        Name <input {...form.register('name')} />
      </label>
      {form.errors.name && <p>{form.errors.name}</p>}
      <label>
        City <input {...form.register('city')} />
      </label>
      {form.errors.city && <p>{form.errors.city}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('usePlainForm', () => {
  it('checks a field once it is left, then on each change', async () => {
    render(<Form onValid={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Name'));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('on submit checks every field, focuses the first one wrong and sends nothing', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('holds what the inputs hold: a default, and a value put in without a change event', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    // As typed into a pre-rendered page before the app ran, or filled in by a password manager.
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ana';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', city: 'Lima' });
  });

  it("puts a refusal on its fields until they change, the rest in the form's alert", async () => {
    const refusal = new ApiError(400, { city: ['Unknown city'], detail: 'Check the address.' }, 'POST', '/api/x');
    render(<Form onValid={vi.fn()} refusal={refusal} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Unknown city')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the address.');
    expect(screen.getByLabelText('City')).toHaveFocus();
    // Leaving the field is no change: the server's message stays.
    await user.tab();
    expect(screen.getByText('Unknown city')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'x');
    expect(screen.queryByText('Unknown city')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
