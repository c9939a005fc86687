import { paths } from '@/config/paths';
import type { MessageQueue } from '../../context';
import type { Queryable } from '../../db/database';
import { linkIn } from '../../lib/messages-texts';
import { reminderEmail, reminderSms, type ReminderFacts } from '../../lib/reminder-texts';
import { queueMessage, type ReminderMessageKind } from '../delivery/service';
import { smsUnsubscribeLink } from '../profile/service';
import { userStudyView } from '../user-studies/service';
import type { ReaderRow } from './repository';
import type { Channel, Occasion, ReminderKind } from './rules';
import type { UnsubscribeTokens } from './unsubscribe-token';

// A reminder's messages, queued in the run's transaction with its decision: an e-mail carrying its
// topic's one-click unsubscribe (RFC 8058 List-Unsubscribe and List-Unsubscribe-Post) and a text
// ending with how to stop texts, both in the reader's language, the study's title in it too.

export interface ReminderSenders {
  queue: MessageQueue;
  /** The origin of the links (REGISTRY_PUBLIC_URL). */
  publicUrl: string;
  tokens: UnsubscribeTokens;
  /** The mailbox of List-Unsubscribe's mailto: the reply-to address, else the sender's. */
  mailbox: string;
  /** Leads each text, so the reader knows who writes. */
  registryName: string;
}

const MESSAGE_KIND: Record<ReminderKind, ReminderMessageKind> = {
  new_study: 'reminder_new_study',
  annual: 'reminder_annual',
  ongoing: 'reminder_ongoing',
  closing: 'reminder_closing',
  missed: 'reminder_missed',
};

/** RFC 2369 and RFC 8058: the https link takes the one-click POST; the mailto reaches the team. */
function unsubscribeHeaders(link: string, mailbox: string): Record<string, string> {
  const mailto = `mailto:${mailbox}?subject=${encodeURIComponent('Unsubscribe')}&body=${encodeURIComponent(link)}`;
  return { 'List-Unsubscribe': `<${link}>, <${mailto}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export async function queueReminder(
  tx: Queryable,
  senders: ReminderSenders,
  reader: ReaderRow,
  { occasion, channels }: { occasion: Occasion; channels: readonly Channel[] },
): Promise<void> {
  const locale = reader.preferred_language;
  const study = await userStudyView(tx, reader.id, occasion.userStudyId, locale);
  const facts: ReminderFacts = {
    kind: occasion.kind,
    firstName: reader.first_name,
    ...(reader.for_parent && reader.child_first_name ? { child: reader.child_first_name } : {}),
    title: study.study_title,
    researchOpportunity: occasion.researchOpportunity,
    ...(occasion.days ? { days: occasion.days } : {}),
    ...(study.study_closed_at ? { closeDay: study.study_closed_at } : {}),
  };
  const origin = senders.publicUrl.replace(/\/$/, '');
  const target =
    occasion.kind === 'missed'
      ? paths.dashboard.href()
      : paths.survey.href({ studyId: study.study_id, userStudyId: study.id, userId: reader.id });
  const page = linkIn(locale, `${origin}${target}`);
  const unsubscribe = linkIn(locale, `${origin}${paths.emailOff.href(senders.tokens.sign(reader.id, occasion.topic))}`);
  const email = reminderEmail(locale, facts, occasion.topic, { page, unsubscribe });
  const common = {
    kind: MESSAGE_KIND[occasion.kind],
    topic: occasion.topic,
    participantId: reader.id,
    locale,
  } as const;
  if (channels.includes('email'))
    await queueMessage(
      tx,
      {
        ...common,
        channel: 'email',
        to: reader.email,
        ...email,
        link: page,
        headers: unsubscribeHeaders(unsubscribe, senders.mailbox),
      },
      senders.queue,
    );
  if (channels.includes('sms') && reader.phone) {
    const stop = linkIn(locale, await smsUnsubscribeLink(tx, reader.id, reader.phone, origin));
    await queueMessage(
      tx,
      {
        ...common,
        channel: 'sms',
        to: reader.phone,
        subject: email.subject,
        body: reminderSms(locale, facts, senders.registryName, { page, stop }),
        // The opt-out link turns texts off without signing in: sealed until sent, like every such link.
        link: stop,
      },
      senders.queue,
    );
  }
}
