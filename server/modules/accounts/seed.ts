import type { Database } from '../../db/database';
import {
  birthdayForAge,
  DEMO_ACCOUNTS,
  DEMO_INVITATION,
  DEMO_PARTNER_CONSENT_INVITATION,
  DEMO_PARTNER_SCREENING_INVITATION,
} from './demo-accounts';
import { createParticipant } from './registration';
import { insertInvitation, insertNotification, lockAndCountParticipants } from './repository';

const WELCOME = {
  type: 'banner',
  title: 'Welcome to the registry!',
  text: 'Thank you for joining. Keep your profile up to date so we can tell you about studies that fit you.',
};

/** Seeds the demo accounts and invitation when no participant exists yet; answers whether it did. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeding process wins when several start on an empty PostgreSQL at once.
    if ((await lockAndCountParticipants(tx)) > 0) return false;
    for (const account of DEMO_ACCOUNTS) {
      const birthday = birthdayForAge(account.age);
      const id = await createParticipant(tx, {
        ...account,
        birthday,
        source: 'registry',
        timezone: 'America/New_York',
      });
      if (account.key === 'adult') await insertNotification(tx, id, WELCOME);
    }
    await insertInvitation(tx, DEMO_INVITATION);
    await insertInvitation(tx, DEMO_PARTNER_CONSENT_INVITATION);
    await insertInvitation(tx, DEMO_PARTNER_SCREENING_INVITATION);
    return true;
  });
}
