import type { EmailOffAnswer } from '@contract';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { findParticipantById } from '../accounts/service';
import { smsReply, switchTopicEmailOff } from '../profile/service';

// Leaving a topic in one step: the link of a reminder e-mail (the page's call, or a mail client's
// RFC 8058 one-click POST to the same link) switches that topic's e-mails off without signing in;
// a STOP texted to the registry's number, passed on by the relay, switches texts off.

export const EMAIL_OFF_LINK_INVALID =
  'This unsubscribe link is not valid. Sign in and switch e-mails off under My Profile, or contact us.';

/** Answers the topic switched off; opening the same link twice is fine. */
export async function emailOff(ctx: ServerContext, token: string): Promise<EmailOffAnswer> {
  const named = ctx.unsubscribeTokens.verify(token);
  if (!named || !(await findParticipantById(ctx.db, named.participantId)))
    throw new HttpError(400, { detail: EMAIL_OFF_LINK_INVALID });
  await switchTopicEmailOff(ctx.db, named.participantId, named.topic);
  return { status: 'unsubscribed', topic: named.topic };
}

/**
 * RFC 8058: the one-click POST carries `List-Unsubscribe=One-Click`, form-encoded or as a
 * multipart form field. A POST without it is not a mail client's unsubscribe.
 */
export function isOneClickBody(contentType: string | undefined, body: string): boolean {
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  if (contentType?.startsWith('multipart/form-data'))
    return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
  return false;
}

export type InboundSms = { outcome: 'refused' } | { outcome: 'stopped' | 'started' | 'none' };

/** A text a participant sent, as the relay passes it on; refused when its signature is not the relay's. */
export async function inboundSms(
  ctx: ServerContext,
  url: string,
  params: Record<string, string>,
  signature: string,
): Promise<InboundSms> {
  if (!ctx.smsRelaySignature?.(url, params, signature)) return { outcome: 'refused' };
  return { outcome: await smsReply(ctx, params.From ?? '', params.Body ?? '') };
}
