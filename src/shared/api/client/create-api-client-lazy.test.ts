import { describe, expect, it, vi } from 'vitest';
import { participant } from '@/testing/fixtures';
import { testClient } from '@/testing/test-client';
import { ApiError } from './api-error';

// The transport loads on the first call (create-api-client.ts); a chunk that fails to load (offline,
// a new deployment) must fail that call like a lost connection and be tried again by the next one.
let loads = 0;
vi.doMock('./api-transport', async (importOriginal) => {
  loads += 1;
  if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the lazily loaded transport', () => {
  it('fails a call as a lost connection when its chunk does not load, and the next call loads it again', async () => {
    const { client, api } = testClient({ getMe: { body: participant() } }, { signedIn: true });
    const failed = await client.call('getMe').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).status).toBe(0);
    expect(api.calls).toHaveLength(0);

    expect(await client.call('getMe')).toMatchObject({ id: participant().id });
    expect(api.calls).toHaveLength(1);
    expect(loads).toBe(2);
  });
});
