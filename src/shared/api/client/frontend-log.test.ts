import { describe, expect, it } from 'vitest';
import type { Environment } from '@/config/settings';
import { createMemoryStorage } from '../../session/key-value-storage';
import { createSessionStore } from '../../session/session-store';
import { fakeApi, type FakeReply } from '@/testing/fake-api';
import { createFeedbackStore } from '../../ui/feedback/feedback-store';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { logFrontendError, reportUncaughtErrors, toLogPayload } from './frontend-log';

function setup(environment: Environment, reply: FakeReply = { body: { detail: 'logged' } }) {
  const api = fakeApi({ logFrontendError: reply });
  const feedback = createFeedbackStore();
  const client = createApiClient({
    apiBase: '/api',
    environment,
    session: createSessionStore(createMemoryStorage()),
    feedback,
    navigate: () => undefined,
    onVersionChange: () => undefined,
    fetch: api.fetch,
  });
  return { client, calls: api.calls, feedback };
}

const flush = () => new Promise((ok) => setTimeout(ok, 0));

describe('frontend log', () => {
  it('turns anything thrown into {message, stackTrace}', () => {
    const error = new RangeError('bad range');
    expect(toLogPayload(error)).toEqual({ message: 'bad range', stackTrace: error.stack });
    expect(toLogPayload('text')).toEqual({ message: 'text', stackTrace: '' });
    expect(toLogPayload({ a: 1 })).toEqual({ message: '{"a":1}', stackTrace: '' });
    expect(toLogPayload(undefined)).toEqual({ message: 'undefined', stackTrace: '' });
  });

  it('clips the texts to what the contract accepts', () => {
    const payload = toLogPayload(Object.assign(new Error('m'.repeat(5000)), { stack: 's'.repeat(30000) }));
    expect([payload.message.length, payload.stackTrace.length]).toEqual([4000, 20000]);
  });

  it('posts non-HTTP errors to /registry/frontend-log outside development', async () => {
    const { client, calls } = setup('prod');
    await logFrontendError(client, 'prod', new Error('render failed'));
    const sent = {
      name: 'logFrontendError',
      method: 'POST',
      body: expect.objectContaining({ message: 'render failed' }),
    };
    expect(calls).toEqual([expect.objectContaining(sent)]);
  });

  it('skips HTTP errors and development', async () => {
    const { client, calls } = setup('prod');
    await logFrontendError(client, 'prod', new ApiError(500, null, 'GET', '/api/x'));
    await logFrontendError(client, 'development', new Error('dev only'));
    expect(calls).toEqual([]);
  });

  it('never throws nor shows anything when the log call fails', async () => {
    const { client, feedback } = setup('qa', { status: 500 });
    await expect(logFrontendError(client, 'qa', new Error('x'))).resolves.toBeUndefined();
    expect(feedback.dialogs.value).toEqual([]);
  });

  it('listens to uncaught errors and rejections until stopped', async () => {
    const { client, calls } = setup('staging');
    const target = new EventTarget();
    const stop = reportUncaughtErrors(client, 'staging', target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('uncaught'), message: 'uncaught' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    target.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new ApiError(404, null, 'GET', '/api/x') }),
    );
    await flush();
    expect(calls.map((c) => (c.body as { message: string }).message)).toEqual(['uncaught', 'rejected']);
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }));
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('does not listen in development', async () => {
    const { client, calls } = setup('development');
    const target = new EventTarget();
    reportUncaughtErrors(client, 'development', target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('x') }));
    await flush();
    expect(calls).toEqual([]);
  });
});
