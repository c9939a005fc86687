import { describe, expect, it } from 'vitest';
import { answerEveryRow } from '../../../shared/testing/fake-api';
import { testClient } from '../../../shared/testing/test-client';
import { createMemoryStorage } from '../../../shared/session/key-value-storage';
import { INSULIN, CGM } from '../components/test-questions';
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
    expect(storage.getItem('registry.survey-drafts.3')).toContain(String(option.id));
    expect(await session.save(question)).toBe(true);
    expect(api.called('saveAnswers')[0].body).toEqual(saved);
    expect(session.getSnapshot().unsaved.size).toBe(0);
    expect(storage.getItem('registry.survey-drafts.3')).toBeNull();
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
});
