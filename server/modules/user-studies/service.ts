import type { ContentLang, MissedOpportunitiesPatch, UserStudy } from '@contract';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { assignOpenStudies } from './assignment';
import * as repository from './repository';
import { toUserStudy } from './user-study-view';

// The user-studies module: a participant's `user_studies` (the dashboard's list, one user study,
// its progress, views and screening restart) for the dashboard routes and for the study, consents,
// documents and accounts modules, which reach them only through this file.

export { assignOpenStudies, assignStudies, type AssignmentScope } from './assignment';
export { NOT_STARTED, progressOf, type Progress, type ProgressInput } from './progress';
export {
  completedProcedures,
  findUserStudy,
  listUserStudies as userStudiesOf,
  saveProgress,
  setUserStudyEligibility,
  userStudyIdOf,
} from './repository';
export {
  userStudyForSave,
  type SaveAccount,
  type SaveRead,
  type SaveUserStudy,
  type SavedAnswer,
} from './save-repository';
export {
  MAX_REATTEMPTS,
  reattemptScreening,
  REATTEMPT_NOT_NEEDED,
  SCREENING_REATTEMPT_LIMIT,
} from './screening-reattempt';
export { toUserStudy, type UserStudyRow } from './user-study-view';
export { placeDemoUserStudy, recordMissedStudy, type DemoUserStudy } from './demo-progress';

/** The dashboard's list; studies loaded since the account was created are assigned first. */
export async function dashboardUserStudies(
  db: Queryable,
  participantId: number,
  lang: ContentLang = 'en',
): Promise<UserStudy[]> {
  await assignOpenStudies(db, participantId);
  return (await repository.listUserStudies(db, participantId)).map((row) => toUserStudy(row, lang));
}

/** `GET …/user-studies/{id}`: the participant's user study as the dashboard shows it, or 404. */
export async function userStudyView(
  db: Queryable,
  participantId: number,
  userStudyId: number,
  lang: ContentLang = 'en',
): Promise<UserStudy> {
  const row = await repository.findUserStudy(db, participantId, userStudyId);
  if (!row) throw notFound('User study not found.');
  return toUserStudy(row, lang);
}

export async function markUserStudyViewed(db: Queryable, participantId: number, userStudyId: number) {
  const found = await repository.findUserStudy(db, participantId, userStudyId);
  if (!found) throw notFound();
  return { viewed_at: await repository.markViewed(db, found.id) };
}

export const missedOpportunities = (db: Queryable, participantId: number, notified?: boolean) =>
  repository.listMissedStudies(db, participantId, notified);

export async function updateMissedOpportunities(
  db: Queryable,
  participantId: number,
  { ids, notified }: MissedOpportunitiesPatch,
) {
  return { updated: await repository.markMissedStudies(db, participantId, notified, ids) };
}
