import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/shared/api/client/create-api-client';
import type { ParticipantProfile } from '@contract';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { createSessionStore } from '@/shared/session/session-store';
import { fakeApi } from '@/testing/fake-api';
import { createFeedbackStore, type FeedbackStore } from '@/shared/ui/feedback/feedback-store';
import { PROFILE_TYPE_DIALOG_DELAY_MS, runProfileChecks } from './profile-checks';

const profile = (overrides: Partial<ParticipantProfile>) =>
  ({ id: 7, phone: '+12025550123', profile_type: 'adult', ...overrides }) as ParticipantProfile;

function setup(smsRequired: boolean | 'fails') {
  const feedback = createFeedbackStore();
  const api = fakeApi({
    getSmsConsent: smsRequired === 'fails' ? { status: 503, body: {} } : { body: { required: smsRequired } },
  });
  const client = createApiClient({
    apiBase: '/api',
    environment: 'prod',
    session: createSessionStore(createMemoryStorage()),
    feedback,
    navigate: () => {},
    onVersionChange: () => {},
    fetch: api.fetch,
  });
  return { feedback, client, calls: api.calls };
}

/** Answers each dialog as it opens, recording its kind and props. */
function answerDialogs(feedback: FeedbackStore, answers: Record<string, unknown>) {
  const opened: Array<{ kind: string; props: Record<string, unknown> }> = [];
  const stop = feedback.dialogs.subscribe((list) => {
    for (const d of list) {
      opened.push({ kind: d.kind, props: d.props });
      queueMicrotask(() => feedback.closeDialog(d.id, answers[d.kind]));
    }
  });
  return { opened, stop };
}

describe('runProfileChecks (spec 000 §4 Profile loading, SMS consent)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    { type: 'adult', sms: false, typeAnswer: 'set', dialogs: [], outcome: 'done' },
    { type: 'adult', sms: true, typeAnswer: 'set', dialogs: ['auth/sms-consent'], outcome: 'done' },
    { type: null, sms: false, typeAnswer: 'set', dialogs: ['auth/profile-type'], outcome: 'done' },
    { type: null, sms: true, typeAnswer: 'set', dialogs: ['auth/profile-type', 'auth/sms-consent'], outcome: 'done' },
    { type: null, sms: true, typeAnswer: 'sign-out', dialogs: ['auth/profile-type'], outcome: 'sign-out' },
    { type: 'child', sms: 'fails', typeAnswer: 'set', dialogs: [], outcome: 'done' },
  ] as const)(
    'profile type $type, SMS required $sms, type answer $typeAnswer → $dialogs, $outcome',
    async ({ type, sms, typeAnswer, dialogs, outcome }) => {
      const { feedback, client } = setup(sms);
      const { opened, stop } = answerDialogs(feedback, {
        'auth/profile-type': typeAnswer,
        'auth/sms-consent': 'skipped',
      });
      const result = runProfileChecks({ client, feedback, profile: profile({ profile_type: type }) });
      await vi.runAllTimersAsync();
      expect(await result).toBe(outcome);
      expect(opened.map((d) => d.kind)).toEqual(dialogs);
      stop();
    },
  );

  it('opens the profile-type dialog only after 1 s, for this participant', async () => {
    const { feedback, client } = setup(false);
    const result = runProfileChecks({ client, feedback, profile: profile({ profile_type: null }) });
    await vi.advanceTimersByTimeAsync(PROFILE_TYPE_DIALOG_DELAY_MS - 1);
    expect(feedback.dialogs.value).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(feedback.dialogs.value.map((d) => [d.kind, d.props])).toEqual([['auth/profile-type', { participantId: 7 }]]);
    feedback.closeDialog(feedback.dialogs.value[0].id, 'set');
    expect(await result).toBe('done');
  });

  it('gives the SMS dialog the phone already on the profile', async () => {
    const { feedback, client, calls } = setup(true);
    const { opened, stop } = answerDialogs(feedback, { 'auth/sms-consent': 'accepted' });
    await runProfileChecks({ client, feedback, profile: profile({ phone: '+12025550188' }) });
    expect(calls).toEqual([expect.objectContaining({ name: 'getSmsConsent', params: { id: 7 } })]);
    expect(opened).toEqual([{ kind: 'auth/sms-consent', props: { participantId: 7, initialPhone: '+12025550188' } }]);
    stop();
  });

  it('asks nothing once the session has ended meanwhile', async () => {
    const { feedback, client, calls } = setup(true);
    let current = true;
    const result = runProfileChecks({
      client,
      feedback,
      profile: profile({ profile_type: null }),
      isCurrent: () => current,
    });
    current = false;
    await vi.runAllTimersAsync();
    expect(await result).toBe('stale');
    expect(feedback.dialogs.value).toEqual([]);
    expect(calls).toEqual([]);
  });
});
