import { paths } from '@/config/paths';
import type { PreferredLanguage } from '@contract/account';
import type { MessageQueue } from '../../context';
import type { Queryable } from '../../db/database';
import { linkIn, messagesIn } from '../../lib/messages-texts';
import { queueMessage } from '../delivery/service';

/**
 * The welcome e-mail of a new account (signed up here or through the identity provider), queued in
 * the registration's transaction, in the language chosen there, with the sign-in page's address.
 * Demo accounts seeded at start get none.
 */
export async function queueWelcome(
  tx: Queryable,
  participant: { id: number; email: string; first_name: string; preferred_language: PreferredLanguage },
  publicUrl: string,
  queue: MessageQueue,
): Promise<void> {
  const locale = participant.preferred_language;
  const link = linkIn(locale, `${publicUrl.replace(/\/$/, '')}${paths.login.href()}`);
  await queueMessage(
    tx,
    {
      to: participant.email,
      kind: 'welcome',
      locale,
      ...messagesIn(locale).welcome(participant.first_name, link),
      link,
      participantId: participant.id,
    },
    queue,
  );
}
