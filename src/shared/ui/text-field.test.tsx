import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextArea, TextField } from './text-field';

function descriptionIds(el: HTMLElement): string[] {
  return (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
}

describe.each([
  ['TextField', TextField, 'textbox'],
  ['TextArea', TextArea, 'textbox'],
] as const)('%s', (_name, Field, role) => {
  it('is labelled by its label', () => {
    render(<Field label="Email" />);
    expect(screen.getByRole(role, { name: 'Email' })).toBeInTheDocument();
  });

  it('ties the hint by aria-describedby and is not invalid', () => {
    render(<Field label="Email" hint="We never share it" />);
    const input = screen.getByRole(role, { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error invalid, describes it first and announces it as an alert', () => {
    render(<Field label="Zip" hint="5 digits" error="Zip code must have 5 digits" />);
    const input = screen.getByRole(role, { name: 'Zip' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = descriptionIds(input);
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[0])).toHaveTextContent('Zip code must have 5 digits');
    expect(document.getElementById(ids[1])).toHaveTextContent('5 digits');
    expect(screen.getByRole('alert')).toHaveTextContent('Zip code must have 5 digits');
  });

  it('shows a warning in the warning style, described but not invalid', () => {
    render(<Field label="Phone" warning="Looks short" />);
    const input = screen.getByRole(role, { name: 'Phone' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Looks short');
    expect(screen.getByText('Looks short')).toHaveClass('registry-field__warning');
    expect(input.closest('.registry-field')).toHaveClass('registry-field--warning');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the given id and keeps an aria-describedby passed in', () => {
    render(<Field label="Name" id="name-1" hint="Hint" aria-describedby="outside" />);
    const input = screen.getByRole(role, { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name-1');
    expect(descriptionIds(input)).toEqual(['name-1-hint', 'outside']);
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <Field label="One" hint="h1" />
        <Field label="Two" hint="h2" />
      </>,
    );
    expect(screen.getByRole(role, { name: 'One' }).id).not.toBe(screen.getByRole(role, { name: 'Two' }).id);
    expect(screen.getByRole(role, { name: 'Two' })).toHaveAccessibleDescription('h2');
  });
});

describe('TextField with react-hook-form', () => {
  function Form({ onValid }: { onValid: (v: { email: string }) => void }) {
    const { register, handleSubmit, formState } = useForm<{ email: string }>();
    return (
      <form onSubmit={handleSubmit(onValid)}>
        <TextField
          label="Email"
          {...register('email', { required: 'Email is required' })}
          error={formState.errors.email?.message}
        />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('registers through the forwarded ref: errors show and values submit', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.org' }, expect.anything());
  });
});

describe('TextArea', () => {
  it('has 3 rows unless told otherwise', () => {
    render(<TextArea label="Comments" />);
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveAttribute('rows', '3');
  });
});
