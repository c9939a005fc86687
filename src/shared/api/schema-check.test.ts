import { describe, expect, it } from 'vitest';
import { rawTransport, testClient } from '../../testing/test-client';
import { SchemaMismatchError } from './schema-check';

// These need a server that breaks the contract, which the fake API refuses to play: a raw transport.
describe('answer checks against the endpoint table', () => {
  const answering = (status: number, body: unknown) =>
    rawTransport(() => new Response(JSON.stringify(body), { status })).fetch;

  it('pass a matching answer through', async () => {
    const { client } = testClient({}, { environment: 'development', fetch: answering(200, { version: '1.0' }) });
    expect((await client.call('metaVersion')).version).toBe('1.0');
  });

  it('raise an error with details on a mismatch in development', async () => {
    const { client } = testClient({}, { environment: 'development', fetch: answering(200, { version: 10 }) });
    const error = (await client.call('metaVersion').catch((e: unknown) => e)) as SchemaMismatchError;
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(error).toMatchObject({ endpoint: 'metaVersion', status: 200, request: 'GET /api/meta/version' });
    expect(error.issues).toEqual([expect.objectContaining({ path: '/version' })]);
    expect(error.message).toContain('/version');
  });

  it('refuse a success status the row does not list', async () => {
    const { client } = testClient({}, { environment: 'development', fetch: answering(201, { version: '1.0' }) });
    await expect(client.call('metaVersion')).rejects.toThrow('no answer with status 201');
  });

  it.each(['prod', 'staging', 'sb', 'qa'] as const)('are skipped in %s', async (environment) => {
    const { client } = testClient({}, { environment, fetch: answering(200, { version: 10 }) });
    await expect(client.call('metaVersion')).resolves.toEqual({ version: 10 });
  });
});
