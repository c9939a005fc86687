import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@contract/endpoints';
import { answerMismatch, checkAnswersAgainstContract } from './response-check';
import { registerErrorHandler } from './validation';

const version = endpoints.metaVersion as AnyEndpoint;

describe('answers checked against the endpoint table', () => {
  it('names the row, the status and the problem', () => {
    expect(answerMismatch('metaVersion', version, 200, { version: '1' })).toBeUndefined();
    expect(answerMismatch('metaVersion', version, 200, { version: 1 })).toMatch(
      /^metaVersion answered 200 with a body .*\/version/,
    );
    expect(answerMismatch('metaVersion', version, 201, {})).toBe(
      'metaVersion answered 201, which its row does not list',
    );
  });

  it('lets every row answer the common error bodies', () => {
    expect(answerMismatch('metaVersion', version, 404, { detail: 'Not found.' })).toBeUndefined();
    expect(answerMismatch('metaVersion', version, 400, { id: ['Must be a whole number.'] })).toBeUndefined();
    expect(answerMismatch('metaVersion', version, 403, { message: 'no' })).toMatch(/403/);
  });

  it('fails a request whose answer does not match (500 with the reason) and remembers it', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const seen = checkAnswersAgainstContract(app);
    app.get('/ok', { config: { endpoint: 'metaVersion' } }, async () => ({ version: '0.1.0' }));
    app.get('/drift', { config: { endpoint: 'metaVersion' } }, async () => ({ version: 1 }));
    app.get('/text', { config: { endpoint: 'metaVersion' } }, async (_req, reply) =>
      reply.type('text/plain').send('not json'),
    );
    expect((await app.inject({ url: '/ok' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/text' })).statusCode).toBe(200);
    const drift = await app.inject({ url: '/drift' });
    expect(drift.statusCode).toBe(500);
    expect(drift.json().detail).toMatch(/^metaVersion answered 200 with a body its row does not allow/);
    expect(seen).toHaveLength(1);
    await app.close();
  });
});
