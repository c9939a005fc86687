import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEveryRow, fakeApi } from '@/testing/fake-api';
import { testClient } from '@/testing/test-client';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { INSULIN, CGM } from '../components/test-questions';
import type { KeptLoad, LoadKeeping } from './offline-keeping';
import { StudySession } from './study-session';

// The study session with the fake API: drafts are kept in storage until saved, saved per
// question in order, and a failed save keeps them (a new session on the same storage restores them).

const ids = { studyId: 101, userStudyId: 3, userId: 7 };
const question = INSULIN;
const option = question.options[0];

function handlers(overrides: Record<string, unknown> = {}) {
  const all = answerEveryRow();
  return {
    ...all,
    listQuestions: { status: 200, body: [INSULIN, CGM] },
    listQuestionRules: { status: 200, body: [] },
    listAnswers: { status: 200, body: [] },
    ...overrides,
  };
}

describe('StudySession', () => {
  it('keeps a change as a draft, saves it on save(), and forgets the stored draft', async () => {
    const saved = [{ question: question.id, question_option: option.id, value: 'true' }];
    const { client, api } = testClient(handlers({ saveAnswers: { status: 200, body: saved } }));
    const storage = createMemoryStorage();
    const session = new StudySession(client, ids, storage);
    await session.load();
    session.change([{ question: question.id, question_option: option.id, value: 'true' }]);
    expect(session.getSnapshot().unsaved.has(question.id)).toBe(true);
    expect(storage.getItem('registry.drafts.7.survey.3')).toContain(String(option.id));
    expect(await session.save(question)).toBe(true);
    expect(api.called('saveAnswers')[0].body).toEqual(saved);
    expect(session.getSnapshot().unsaved.size).toBe(0);
    expect(storage.getItem('registry.drafts.7.survey.3')).toBeNull();
    session.dispose();
  });

  it('a failed save keeps the draft; a new session on the same storage shows it again', async () => {
    const { client } = testClient(handlers({ saveAnswers: 'network-error' }));
    const storage = createMemoryStorage();
    const session = new StudySession(client, ids, storage);
    await session.load();
    session.change([{ question: question.id, question_option: option.id, value: 'true' }]);
    expect(await session.save(question)).toBe(false);
    expect(session.getSnapshot().saves.get(question.id)?.state).toBe('failed');
    session.dispose();
    const again = new StudySession(client, ids, storage);
    await again.load();
    expect(again.getSnapshot().answers).toEqual([{ question: question.id, question_option: option.id, value: 'true' }]);
    again.dispose();
  });

  describe('without a connection (the site keeps a copy on the device)', () => {
    afterEach(() => void vi.unstubAllGlobals());
    const answerGiven = { question: question.id, question_option: option.id, value: 'true' };

    function keepingInMemory(): LoadKeeping & { last?: KeptLoad } {
      const keeping: LoadKeeping & { last?: KeptLoad } = {
        ready: Promise.resolve(),
        keep: async (kept) => void (keeping.last = kept),
        kept: async () => keeping.last,
      };
      return keeping;
    }

    it('an answer kept offline counts as saved for moving on, and leaving does not put it at risk', async () => {
      const { client } = testClient(handlers({ saveAnswers: 'network-error' }));
      const keeping = keepingInMemory();
      const session = new StudySession(client, ids, createMemoryStorage(), undefined, keeping);
      await session.load();
      expect(keeping.last?.data.questions.map((q) => q.id)).toEqual([INSULIN.id, CGM.id]);
      vi.stubGlobal('navigator', { onLine: false });
      session.change([answerGiven]);
      expect(session.getSnapshot().atRisk).toBe(1);
      expect(await session.save(question)).toBe(true);
      expect(session.getSnapshot().saves.get(question.id)?.state).toBe('offline');
      expect(session.getSnapshot().unsaved.has(question.id)).toBe(true);
      expect(session.getSnapshot().atRisk).toBe(0);
      session.dispose();
    });

    it('a load that fails offline opens the last load kept, with the drafts the device kept', async () => {
      const storage = createMemoryStorage();
      const keeping = keepingInMemory();
      const online = new StudySession(testClient(handlers()).client, ids, storage, undefined, keeping);
      await online.load();
      online.change([answerGiven]);
      online.dispose();
      vi.stubGlobal('navigator', { onLine: false });
      const every = Object.fromEntries(Object.keys(handlers()).map((name) => [name, 'network-error']));
      const offline = new StudySession(testClient(every).client, ids, storage, undefined, keeping);
      await offline.load();
      expect(offline.getSnapshot().phase).toBe('ready');
      expect(offline.getSnapshot().answers).toEqual([answerGiven]);
      offline.dispose();
    });

    it('a load that fails online still fails (the copy is for offline only)', async () => {
      const keeping = keepingInMemory();
      await new StudySession(testClient(handlers()).client, ids, createMemoryStorage(), undefined, keeping).load();
      const every = Object.fromEntries(Object.keys(handlers()).map((name) => [name, 'network-error']));
      const failing = new StudySession(testClient(every).client, ids, createMemoryStorage(), undefined, keeping);
      await expect(failing.load()).rejects.toBeTruthy();
      expect(failing.getSnapshot().phase).toBe('failed');
    });
  });

  describe('load', () => {
    const coreStudy = () => {
      const reply = answerEveryRow().getUserStudy as { body: Record<string, unknown> };
      return { body: { ...reply.body, study_type: 'core_study' } };
    };

    it("sends stage two's calls that do not need the participant with stage one, and the preselect after both", async () => {
      const api = fakeApi(handlers({ getUserStudy: coreStudy() }));
      let askedBeforeParticipant: string[] = [];
      api.answer({
        getParticipant: async () => {
          // The participant answers late: what was asked meanwhile did not wait for it.
          await new Promise((resolve) => setTimeout(resolve, 20));
          askedBeforeParticipant = api.calls.map((c) => c.name);
          return { body: (answerEveryRow().getParticipant as { body: unknown }).body };
        },
      });
      const { client } = testClient(api);
      const session = new StudySession(client, ids, createMemoryStorage());
      await session.load();
      expect(askedBeforeParticipant).toEqual(
        expect.arrayContaining(['listAnswers', 'listProcedures', 'listUserProcedures', 'getUserStudy']),
      );
      expect(askedBeforeParticipant).not.toContain('listQuestions');
      expect(askedBeforeParticipant).not.toContain('preselectConvertedUser');
      expect(api.called('preselectConvertedUser')).toHaveLength(1);
      expect(session.getSnapshot().data?.questions.map((q) => q.id)).toEqual([INSULIN.id, CGM.id]);
      session.dispose();
    });

    it("reads the events log with the load and hands it out once, for the welcome gate's first check", async () => {
      const { client, api } = testClient(handlers());
      const session = new StudySession(client, ids, createMemoryStorage());
      await session.load();
      expect(api.called('listEvents')[0].query).toEqual({ user_study: ids.userStudyId });
      expect(session.takeEventsLog()).toBeInstanceOf(Promise);
      expect(session.takeEventsLog()).toBeNull();
      session.dispose();
    });

    it('fails when the participant cannot be read, without asking for a preselect', async () => {
      const { client, api } = testClient(handlers({ getUserStudy: coreStudy(), getParticipant: 'network-error' }));
      const session = new StudySession(client, ids, createMemoryStorage());
      await expect(session.load()).rejects.toBeTruthy();
      expect(session.getSnapshot().phase).toBe('failed');
      expect(api.called('preselectConvertedUser')).toHaveLength(0);
      session.dispose();
    });
  });
});
