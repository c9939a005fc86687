import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client/api-error';
import { useSubmit, type SubmitOptions } from './use-submit';

function setup(applies: boolean) {
  const target = { applyServerErrors: vi.fn(() => applies), setFormError: vi.fn() };
  const hook = renderHook(() => useSubmit(target));
  const run = (action: () => Promise<void>, options?: SubmitOptions) =>
    act(() => hook.result.current.run(action, options));
  return { target, hook, run };
}

const refusal = (body: unknown, status = 400) => new ApiError(status, body, 'POST', '/api/x');

describe('useSubmit', () => {
  it('is busy while the call runs, and not after', async () => {
    const { hook } = setup(false);
    let release!: () => void;
    void hook.result.current.run(() => new Promise<void>((resolve) => (release = resolve)));
    await waitFor(() => expect(hook.result.current.busy).toBe(true));
    release();
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
  });

  it.each([
    {
      name: 'field errors go to the fields',
      body: { email: ['Taken'] },
      applies: true,
      options: {},
      formError: undefined,
    },
    {
      name: 'a detail becomes the form alert',
      body: { detail: 'Too many tries.' },
      applies: false,
      options: {},
      formError: 'Too many tries.',
    },
    {
      name: 'nothing to show: the fallback',
      body: {},
      applies: false,
      options: { fallbackMessage: 'Oops' },
      formError: 'Oops',
    },
    { name: 'nothing to show, no fallback: cleared', body: {}, applies: false, options: {}, formError: null },
    {
      name: 'onApiError that handles it: nothing else',
      body: { detail: 'x' },
      applies: false,
      options: { onApiError: () => true },
      formError: undefined,
    },
    {
      name: 'onApiError that passes: the usual path',
      body: { detail: 'x' },
      applies: false,
      options: { onApiError: () => false },
      formError: 'x',
    },
  ])('$name', async ({ body, applies, options, formError }) => {
    const { target, hook, run } = setup(applies);
    await run(() => Promise.reject(refusal(body)), options);
    if (formError === undefined) expect(target.setFormError).not.toHaveBeenCalled();
    else expect(target.setFormError).toHaveBeenCalledWith(formError);
    expect(hook.result.current.busy).toBe(false);
  });

  it('rethrows what is not an API refusal', async () => {
    const { target, hook, run } = setup(false);
    await expect(run(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
    expect(target.applyServerErrors).not.toHaveBeenCalled();
    expect(hook.result.current.busy).toBe(false);
  });
});
