import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '@/shared/session/key-value-storage';
import { answerEveryRow } from '@/testing/fake-api';
import { testClient } from '@/testing/test-client';
import { INSULIN, CGM } from '../components/test-questions';
import { surveyDraftsKey } from './study-session';
import { forgetStudySession, studySessionFor } from './use-study-session';

// The open study session of a user study across sign-ins: kept while the same sign-in goes on (a
// renewed token), opened afresh after another sign-in, which shows the drafts the tab kept.

const ids = { studyId: 101, userStudyId: 3, userId: 7 };
const option = INSULIN.options[0];
const typed = [{ question: INSULIN.id, question_option: option.id, value: 'true' }];

function client() {
  return testClient({
    ...answerEveryRow(),
    listQuestions: { status: 200, body: [INSULIN, CGM] },
    listQuestionRules: { status: 200, body: [] },
    listAnswers: { status: 200, body: [] },
    // The answer is being typed, not yet valid for the server: it stays a draft.
    saveAnswers: { status: 400, body: [{ question: INSULIN.id, question_option: option.id, error_message: 'No.' }] },
  }).client;
}

// The tab's session storage, where drafts live (node has none of its own).
let sessionStorage: KeyValueStorage;
beforeEach(() => {
  sessionStorage = createMemoryStorage();
  vi.stubGlobal('sessionStorage', sessionStorage);
});
afterEach(() => vi.unstubAllGlobals());

describe('studySessionFor', () => {
  it('after a change the server accepted outside it (a screening retake), the next screen loads the study afresh', async () => {
    const c = client();
    const first = studySessionFor(c, ids, 1000);
    await first.load();
    forgetStudySession(c, ids.userStudyId);
    const next = studySessionFor(c, ids, 1000);
    expect(next.session).not.toBe(first.session);
    expect(next.session.getSnapshot().data).toBeNull();
    next.session.dispose();
  });

  it('keeps the open session for the same sign-in and opens a new one, with the kept drafts, after another', async () => {
    const c = client();
    const first = studySessionFor(c, ids, 1000);
    await first.load();
    first.session.change(typed);
    expect(sessionStorage.getItem(surveyDraftsKey(ids))).toContain(String(option.id));
    // A renewed token keeps orig_iat: the same session, drafts in memory.
    expect(studySessionFor(c, ids, 1000).session).toBe(first.session);
    // The session expired and the participant signed in again: a fresh load, the draft restored.
    const after = studySessionFor(c, ids, 5000);
    expect(after.session).not.toBe(first.session);
    await after.load();
    expect(after.session.getSnapshot().answers).toEqual(typed);
    expect(after.session.getSnapshot().unsaved.has(INSULIN.id)).toBe(true);
    after.session.dispose();
  });

  it('another participant on the same tab never sees the drafts', async () => {
    const c = client();
    const first = studySessionFor(c, ids, 1000);
    await first.load();
    first.session.change(typed);
    const other = studySessionFor(c, { ...ids, userId: 8 }, 6000);
    await other.load();
    expect(other.session.getSnapshot().answers).toEqual([]);
    other.session.dispose();
  });
});
