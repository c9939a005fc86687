import { createParticipant } from './registration';
import type { Database } from '../../db/database';
import { birthdayForAge, DEMO_ACCOUNTS, DEMO_INVITATION } from './demo-accounts';

/** Seeds the demo accounts and invitation when no participant exists yet; answers whether it did. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeding process wins when several start on an empty PostgreSQL at once.
    await tx.query('select pg_advisory_xact_lock(7340002)');
    const [{ count }] = await tx.query<{ count: string }>('select count(*) from participants');
    if (Number(count) > 0) return false;
    for (const account of DEMO_ACCOUNTS) {
      const id = await createParticipant(tx, { ...account, birthday: birthdayForAge(account.age), source: 'registry', timezone: 'America/New_York' });
      if (account.key === 'adult') {
        await tx.query('insert into notifications (participant_id, type, title, text) values ($1, $2, $3, $4)', [
          id, 'banner', 'Welcome to the registry!', 'Thank you for joining. Keep your profile up to date so we can tell you about studies that fit you.',
        ]);
      }
    }
    await tx.query('insert into invitations (jtoken, email, first_name, last_name, source) values ($1, $2, $3, $4, $5) on conflict do nothing', [
      DEMO_INVITATION.jtoken, DEMO_INVITATION.email, DEMO_INVITATION.first_name, DEMO_INVITATION.last_name, DEMO_INVITATION.source,
    ]);
    return true;
  });
}
