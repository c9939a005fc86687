import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { answerEveryRow } from '@/testing/fake-api';
import { testClient } from '@/testing/test-client';
import { clickPromotion } from '@/shared/api/calls/click-promotion';
import { donateGiftCard } from './donate-gift-card';
import { getConsentBody } from './get-consent-body';
import { getDataInsights } from './get-data-insights';
import { getModuleSettings } from './get-module-settings';
import { getParticipant } from './get-participant';
import { getParticipantDetails } from './get-participant-details';
import { getResearch } from './get-research';
import { getSignedConsent } from './get-signed-consent';
import { getStudy } from './get-study';
import { getUserStudy } from './get-user-study';
import { listAnswers } from './list-answers';
import { listConsents } from './list-consents';
import { listEvents } from '@/shared/api/calls/list-events';
import { listIntroPages } from './list-intro-pages';
import { listProcedures } from './list-procedures';
import { listQuestionRules } from './list-question-rules';
import { listQuestions } from './list-questions';
import { listStudyPromotions } from './list-study-promotions';
import { listTexts } from './list-texts';
import { listUserFiles } from './list-user-files';
import { listUserProcedures } from './list-user-procedures';
import { listUserStudyPromotions } from '@/shared/api/calls/list-user-study-promotions';
import { logEvent } from '@/shared/api/calls/log-event';
import { preselectConvertedUser } from './preselect-converted-user';
import { reattemptScreening } from '@/shared/api/calls/reattempt-screening';
import { saveAnswers } from './save-answers';
import { signConsent } from './sign-consent';
import { storeRelevantId } from './store-relevant-id';
import { submitProcedure } from './submit-procedure';
import { updateStudyEmails } from './update-study-emails';

// Each study call reaches its row with a request the contract accepts (the fake refuses others).
const us = { participantId: 7, userStudyId: 3 };
const CALLS: ReadonlyArray<readonly [string, (c: ApiClient) => Promise<unknown>]> = [
  ['getStudyMe', (c) => getParticipantDetails(c)],
  ['getParticipant', (c) => getParticipant(c, 7)],
  ['getStudy', (c) => getStudy(c, 101)],
  ['listProcedures', (c) => listProcedures(c, 101)],
  ['listQuestions', (c) => listQuestions(c, 101, 'child')],
  ['listQuestionRules', (c) => listQuestionRules(c, 101)],
  ['listIntroPages', (c) => listIntroPages(c, 101)],
  ['getModuleSettings', (c) => getModuleSettings(c, 101)],
  ['listStudyPromotions', (c) => listStudyPromotions(c, 101)],
  ['listTexts', (c) => listTexts(c, { action: 'screening_start', study_type: 'core_study' })],
  ['getDataInsights', (c) => getDataInsights(c)],
  ['getUserStudy', (c) => getUserStudy(c, 7, 3)],
  ['listUserProcedures', (c) => listUserProcedures(c, 7, 3)],
  ['submitProcedure', (c) => submitProcedure(c, 7, 3, 'screening')],
  ['listAnswers', (c) => listAnswers(c, 7, 3, { procedure: 'screening' })],
  ['saveAnswers', (c) => saveAnswers(c, 7, 3, 1001, [{ question: 1001, question_option: 100101, value: 'true' }])],
  ['getResearch', (c) => getResearch(c, 7, 3)],
  ['preselectConvertedUser', (c) => preselectConvertedUser(c, 3)],
  ['listUserFiles', (c) => listUserFiles(c, 7)],
  ['listConsents', (c) => listConsents(c, 7, 3)],
  ['getConsentBody', (c) => getConsentBody(c, 101)],
  ['signConsent', (c) => signConsent(c, { ...us, consentId: 101 }, { subject_name: 'Ann Lee', user_consent_id: 5 })],
  ['getSignedConsent', (c) => getSignedConsent(c, 7, 5)],
  ['listEvents', (c) => listEvents(c, 7, { study: 101 })],
  ['logEvent', (c) => logEvent(c, 7, { study: 101, user_study: 3, event: 'fe_study_begin' })],
  ['listUserStudyPromotions', (c) => listUserStudyPromotions(c, 7, 3)],
  ['clickPromotion', (c) => clickPromotion(c, { ...us, promotionId: 2 })],
  ['donateGiftCard', (c) => donateGiftCard(c, 101)],
  ['updateStudyEmails', (c) => updateStudyEmails(c, 7, 101, false)],
  [
    'storeRelevantId',
    (c) => storeRelevantId(c, { participant: 7, study: 101, user_study: 3, is_relevant_id_data_available: false }),
  ],
  ['reattemptScreening', (c) => reattemptScreening(c, 7, 3)],
];

describe('study call files', () => {
  it.each(CALLS)('%s', async (row, call) => {
    const { client, api } = testClient(answerEveryRow());
    await call(client);
    expect(api.calls.map((c) => c.name)).toEqual([row]);
  });

  it('an answer save asks for every answer back, and leaves a 400 to the save queue', async () => {
    const refused = [
      { question: 1003, question_option: 100301, error_message: 'The date of diagnosis cannot be in the future.' },
    ];
    const { client, api, feedback } = testClient({ saveAnswers: { status: 400, body: refused } });
    const answer = [{ question: 1003, question_option: 100301, value: '2999-01-01' }];
    await expect(saveAnswers(client, 7, 3, 1003, answer)).rejects.toMatchObject({ status: 400, body: refused });
    expect(api.calls[0]).toMatchObject({
      path: '/participants/7/user-studies/3/questions/1003/answers',
      query: { get_all_answers: '' },
    });
    expect(feedback.snackbars.value).toEqual([]);
  });

  it('an answer save leaves a connection failure to the save queue (no snackbar per retry)', async () => {
    const { client, feedback } = testClient({ saveAnswers: 'network-error' });
    const answer = [{ question: 1003, question_option: 100301, value: '2001-01-01' }];
    await expect(saveAnswers(client, 7, 3, 1003, answer)).rejects.toMatchObject({ status: 0 });
    expect(feedback.snackbars.value).toEqual([]);
  });

  it('a signature carries the re-authentication token in X-Reauth (DECISIONS §11)', async () => {
    const { client, api } = testClient(answerEveryRow());
    await signConsent(client, { ...us, consentId: 101 }, { subject_name: 'Ann Lee', user_consent_id: 5 }, 'reauth-1');
    expect(api.calls[0].headers['x-reauth']).toBe('reauth-1');
  });

  it('the study goes on whatever happens to a promotion click or the Relevant ID record', async () => {
    const { client, feedback } = testClient({
      clickPromotion: { status: 500, body: 'boom' },
      storeRelevantId: 'network-error',
    });
    await expect(clickPromotion(client, { ...us, promotionId: 2 })).resolves.toBeUndefined();
    const payload = { participant: 7, study: 101, user_study: 3, is_relevant_id_data_available: false };
    await expect(storeRelevantId(client, payload)).resolves.toBeNull();
    expect([feedback.dialogs.value, feedback.snackbars.value]).toEqual([[], []]);
  });
});
