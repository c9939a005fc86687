// The accounts module as other modules see it: participants and their profile answer, registration,
// achievements, passwords and reset links, the outbox, the field rules of spec 000 §5, the token of
// a participant, and the account lifecycle (hand-off, re-consent, withdrawal).
import type { Achievement } from '@contract';
import type { Locale } from '@/shared/i18n/locale';
import type { Queryable } from '../../db/database';
import { inLanguage } from './achievements';
import { listAchievements } from './repository';

export { recordAchievement, type AchievementEvent } from './achievements';
export { birthdayForAge, DEMO_ACCOUNTS, DEMO_INVITATION, type DemoAccount } from './demo-accounts';
export {
  ASSENT_BY_SIGNING,
  completeReconsent,
  NOT_IN_STATE,
  reassignAccount,
  RECONSENT_DETAILS_FIRST,
  RECONSENT_PASSWORD_FIRST,
  withdraw,
  WITHDRAWN_NOT_SENT,
} from './lifecycle';
export type { ParticipantRow } from './participants';
export { hashPassword, verifyPassword } from './password';
export { consumeResetTokens, issueResetLink, RESET_LINK_INVALID, resetTokenOwner } from './password-reset';
export { currentUser, loadProfile, tokenFor } from './profile-view';
export { childErrors, householdErrors, profileErrors } from './profile-rules';
export { createParticipant, EMAIL_TAKEN_MESSAGE, EmailTakenError, registrationErrors } from './registration';
export {
  bumpTokenVersion as endSessions,
  findParticipantByEmail,
  findParticipantById,
  listNotifications,
  partnerRefFor,
  savePartnerRef,
  setParticipantEligibility,
  updateParticipant,
} from './repository';
export { seedDemoAccounts } from './seed';
export { queueWelcome } from './welcome';
export { seedDemoProgress } from './demo-progress';
export { DEMO_CORE_STUDY, seedDemoCohort } from './demo-cohort';

/** The participant's achievements, oldest first (the dashboard's list), their titles in `locale`. */
export const achievementsOf = async (db: Queryable, participantId: number, locale: Locale): Promise<Achievement[]> =>
  (await listAchievements(db, participantId)).map((a) => inLanguage(a, locale));
