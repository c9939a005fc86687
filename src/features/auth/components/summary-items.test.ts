import { describe, expect, it } from 'vitest';
import { summaryItems } from './summary-items';

describe('summaryItems', () => {
  const fields = ['first_name', 'password', 'password_confirm'] as const;
  const labels = { first_name: 'First name', password: 'Password', password_confirm: 'Confirm password' };

  it('lists each message in field order, as the field shows it', () => {
    const errors = { password: { message: 'Password is required' }, first_name: { message: 'First name is required' } };
    expect(summaryItems(errors as never, fields, labels)).toEqual([
      { name: 'first_name', message: 'First name is required' },
      { name: 'password', message: 'Password is required' },
    ]);
  });

  it('names the field when two fields share a message', () => {
    const errors = {
      password: { message: 'Password is required' },
      password_confirm: { message: 'Password is required' },
    };
    expect(summaryItems(errors as never, fields, labels).map((line) => line.message)).toEqual([
      'Password: Password is required',
      'Confirm password: Password is required',
    ]);
  });

  it('skips fields without a message', () => {
    expect(summaryItems({ first_name: { message: '' } } as never, fields, labels)).toEqual([]);
  });
});
