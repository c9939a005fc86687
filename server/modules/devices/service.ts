import { createHash, randomBytes } from 'node:crypto';
import type {
  GlucoseDeviceMode,
  GlucoseHandoff,
  GlucoseLinkComplete,
  GlucoseLinkCompletePayload,
  GlucoseLinkStart,
  GlucoseLinkStartPayload,
  GlucoseLinkStatus,
} from '@contract';
import type { GlucoseVendor, ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { dashboardUserStudies } from '../user-studies/service';
import * as repo from './repository';

// Glucose-device linking. Design notes (README "Glucose-device linking"):
// - The registry stores who the participant is at the vendor (the verified id token's `sub`),
//   since when, and the mode. No access or refresh token is kept: reading glucose data is the
//   vendor study's business, and a token the registry does not hold cannot leak from it.
// - A start mints a random state (only its sha-256 is stored) bound to the participant, and a PKCE
//   verifier (S256) kept on the server, so a code is worth nothing to whoever intercepts it.
// - Complete takes the state once, only for the participant it was started for, then exchanges
//   the code at the vendor's token endpoint (client secret + verifier) and verifies the id token.
// - One vendor account links one registry account; a participant has at most one link.

export const GLUCOSE_MESSAGES = {
  off: 'Connecting a glucose device is not available.',
  alreadyLinked: 'A glucose device account is already connected to your registry account.',
  takenByOther: 'This glucose device account is already connected to another registry account.',
  badState: 'This connection request is not valid any more. Please start again.',
  exchangeFailed: 'The glucose device account could not be verified. Please try again.',
  foreignSite: 'This site may not connect glucose devices to the registry.',
  noReturn: 'No connection is waiting for this answer.',
} as const;

/** How long a started authorization stays usable (the vendor's codes live 10 minutes too). */
export const STATE_TTL_SECONDS = 600;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function vendorOf(ctx: ServerContext): GlucoseVendor {
  if (!ctx.glucoseVendor) throw conflict({ detail: GLUCOSE_MESSAGES.off });
  return ctx.glucoseVendor;
}

function statusOf(link: repo.LinkRow | undefined): GlucoseLinkStatus {
  if (!link) return { linked: false, vendor: null, mode: null, linked_at: null };
  return { linked: true, vendor: link.vendor, mode: link.mode, linked_at: new Date(link.linked_at).toISOString() };
}

export async function linkStatus(db: Queryable, participantId: number): Promise<GlucoseLinkStatus> {
  return statusOf(await repo.findLink(db, participantId));
}

/**
 * `origin`: the registry's own origin, fixed at start (http/link-origin.ts); the vendor returns
 * there, to `returnPath` or, for a partner page's gadget (`return_origin`), to `popupPath`, whose
 * page hands the answer to that origin only: an allowed partner or the registry itself, never any
 * page that asks.
 */
export async function startLink(
  ctx: ServerContext,
  participantId: number,
  body: GlucoseLinkStartPayload,
  origin: string,
  { returnPath, popupPath }: { returnPath: string; popupPath: string },
): Promise<GlucoseLinkStart> {
  const vendor = vendorOf(ctx);
  const partner = body.return_origin;
  if (partner !== undefined && partner !== origin && !ctx.allowedOrigins?.includes(partner)) {
    throw badRequest({ return_origin: [GLUCOSE_MESSAGES.foreignSite] });
  }
  if (await repo.findLink(ctx.db, participantId)) throw conflict({ detail: GLUCOSE_MESSAGES.alreadyLinked });
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}${partner === undefined ? returnPath : popupPath}`;
  await repo.insertState(
    ctx.db,
    sha256(state),
    {
      participant_id: participantId,
      mode: body.mode,
      study_id: body.study_id ?? null,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      return_origin: partner ?? null,
    },
    STATE_TTL_SECONDS,
  );
  const url = vendor.authorizeUrl({ state, redirectUri, codeChallenge: sha256(verifier) });
  return { authorize_url: new URL(url, `${origin}/`).href, state };
}

export async function completeLink(
  ctx: ServerContext,
  participantId: number,
  { code, state }: GlucoseLinkCompletePayload,
): Promise<GlucoseLinkComplete> {
  const vendor = vendorOf(ctx);
  // A replayed, expired, made-up or another participant's state is refused before the vendor is asked.
  const started = await repo.takeState(ctx.db, sha256(state), participantId);
  if (!started) throw badRequest({ state: [GLUCOSE_MESSAGES.badState] });
  const identity = await vendor.exchange({
    code,
    redirectUri: started.redirect_uri,
    codeVerifier: started.code_verifier,
  });
  if (!identity) throw badRequest({ code: [GLUCOSE_MESSAGES.exchangeFailed] });

  const answer = async (link: repo.LinkRow, already: boolean, mode: GlucoseDeviceMode) => ({
    ...statusOf(link),
    already_linked: already,
    mode,
    handoff: await handoffFor(ctx.db, participantId, started.study_id),
  });
  const mine = await repo.findLink(ctx.db, participantId);
  if (mine) {
    if (mine.vendor === vendor.name && mine.vendor_subject === identity.subject) return answer(mine, true, mine.mode);
    throw conflict({ detail: GLUCOSE_MESSAGES.alreadyLinked });
  }
  const stored = await repo.insertLink(ctx.db, {
    participant_id: participantId,
    vendor: vendor.name,
    vendor_subject: identity.subject,
    mode: started.mode,
    study_id: started.study_id,
  });
  if (!stored) {
    const other = await repo.findLinkBySubject(ctx.db, vendor.name, identity.subject);
    throw conflict({ detail: other ? GLUCOSE_MESSAGES.takenByOther : GLUCOSE_MESSAGES.alreadyLinked });
  }
  return answer(stored, false, stored.mode);
}

export async function unlink(db: Queryable, participantId: number): Promise<GlucoseLinkStatus> {
  await repo.deleteLink(db, participantId);
  return statusOf(undefined);
}

/** The survey hand-off: the participant's user study of the study the link was started for, else the core study. */
async function handoffFor(
  db: Queryable,
  participantId: number,
  studyId: number | null,
): Promise<GlucoseHandoff | null> {
  const studies = await dashboardUserStudies(db, participantId);
  const target =
    (studyId !== null ? studies.find((s) => s.study_id === studyId) : undefined) ??
    studies.find((s) => s.study_type === 'core_study');
  return target ? { study_id: target.study_id, user_study_id: target.id } : null;
}

/** The popup's return page asks where to hand the vendor's answer: the origin its state was started for. */
export async function returnOrigin(db: Queryable, state: string): Promise<{ origin: string }> {
  const row = await repo.findReturnOrigin(db, sha256(state));
  if (!row) throw notFound(GLUCOSE_MESSAGES.noReturn);
  return { origin: row.return_origin };
}
