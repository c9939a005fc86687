import type { Question } from '@contract/study';
import { userStudy } from '@/features/study/screens/parts/test-fixtures';
import { answerEveryRow, type FakeHandlers } from './fake-api';
import { participant } from './fixtures';

/**
 * The fake API of a sub-study's questionnaire whose welcome dialog was already closed: its questions
 * in this order, nothing answered yet, every save echoed back as stored. `extra` replaces any call.
 */
export function questionnaireApi(questions: Question[], extra: FakeHandlers = {}): FakeHandlers {
  return {
    ...answerEveryRow(),
    getParticipant: { body: participant() },
    listAnswers: { body: [] },
    listProcedures: { body: [{ id: 'questionnaire', title: 'Questionnaire', order: 1 }] },
    listUserProcedures: { body: [] },
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: questions.map((q, i) => ({ ...q, order: i + 1 })) },
    listEvents: {
      body: [
        { id: 1, study: 101, user_study: 5, event: 'welcome_dialog_questionnaire', created_at: '2026-01-01T00:00:00Z' },
      ],
    },
    getModuleSettings: { body: {} },
    saveAnswers: (request) => ({ body: request.body as [] }),
    ...extra,
  };
}
