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
      name: 'a refusal the form handles with nothing to show: the generic failure, never a guessed cause',
      body: {},
      applies: false,
      options: {},
      formError: 'Oops! Something went wrong',
    },
    {
      name: 'a dropped call the form handles: the connection message',
      body: undefined,
      status: 0,
      applies: false,
      options: {},
      formError: 'Connection or server error. Check your connection or try to connect later',
    },
    {
      name: 'a failure the client announced already (snackbar or dialog): nothing more on the form',
      body: 'boom',
      status: 500,
      announced: true,
      applies: false,
      options: {},
      formError: undefined,
    },
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
  ])('$name', async ({ body, status = 400, announced = false, applies, options, formError }) => {
    const { target, hook, run } = setup(applies);
    const error = refusal(body, status);
    error.announced = announced;
    await run(() => Promise.reject(error), options);
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
