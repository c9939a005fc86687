import type { ServerContext } from '../../context';
import { DEMO_ACCOUNTS, findParticipantByEmail, findParticipantById } from '../accounts/service';
import { registryCaller, saveAnswers, submitProcedure } from '../study/service';
import { completedProcedures, userStudyIdOf } from '../user-studies/service';
import { listConsents, signConsent } from './consents';

// The demo teen (DECISIONS §6–7) starts in the assent state: the parent has passed the core study's
// screening for them and signed the parental consent; the teen's own assent is what is left. Run
// after the studies are assigned; does nothing once the teen's core study has moved on.

const CORE_STUDY = 101;

export async function seedDemoAssent(ctx: ServerContext): Promise<void> {
  const demo = DEMO_ACCOUNTS.find((a) => a.key === 'teen')!;
  const teen = await findParticipantByEmail(ctx.db, demo.email);
  if (!teen || teen.state !== 'regular' || !teen.birthday) return;
  const userStudyId = await userStudyIdOf(ctx.db, teen.id, CORE_STUDY);
  if (!userStudyId || (await completedProcedures(ctx.db, userStudyId)).size > 0) return;
  await submitProcedure(ctx.db, teen, userStudyId, 'intro');
  const answers: Array<[number, number, string]> = [
    [1001, 100101, 'true'],
    [1002, 100201, 'true'],
    [1004, 100401, String(teen.birthday).slice(0, 10)],
    [1003, 100301, `${new Date().getUTCFullYear() - 5}-03-01`],
  ];
  for (const [question, option, value] of answers)
    await saveAnswers(
      ctx.db,
      registryCaller(teen.id),
      userStudyId,
      question,
      [{ question, question_option: option, value }],
      false,
    );
  await submitProcedure(ctx.db, teen, userStudyId, 'screening');
  const parental = (await listConsents(ctx.db, teen, userStudyId)).find((c) => c.consent_type === 'parental');
  if (!parental) return;
  await signConsent(ctx.db, (await findParticipantById(ctx.db, teen.id))!, userStudyId, parental.id, {
    subject_name: `${demo.first_name} ${demo.last_name}`,
    user_consent_id: parental.user_consent_id,
  });
}
