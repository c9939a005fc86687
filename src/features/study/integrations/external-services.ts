import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { RelevantIdResponse } from '@contract';
import type { StudyType } from '@contract/user-study';
import type { ExternalServiceSettings } from '@/config/settings';
import { storeRelevantId } from '../api/store-relevant-id';
import { CSO_WAIT_MS, RELEVANT_ID_FAILURES, RELEVANT_ID_TIMEOUT_MS } from '@engine/screen';

// The external services of spec 001 §4 that the survey flow calls after a submit: the CSO form
// (screening not eligible, and after a questionnaire) and the Relevant ID check (after a
// questionnaire), for a core study when the survey partner has a client id. Their scripts load on
// demand from the runtime settings (`externalServices`); an unset address skips the step.
//
// The scripts' contract (ours; the spec does not show the vendors'): once loaded, a script defines
// on the page's global object
//   registryRelevantId(request) → Promise<unknown>   the check's raw analysis results
//   registryCsoForm(request) → void | Promise<void>   opens the CSO form
// where request is { participant, study, user_study, clientId }. The reference server's
// development stand-ins (server/http/dev-external-services.ts) follow it.

export interface ExternalRequest {
  participant: number;
  study: number;
  user_study: number;
  clientId: string;
}

type RelevantIdCall = (request: ExternalRequest) => Promise<unknown>;
type CsoFormCall = (request: ExternalRequest) => void | Promise<void>;

export interface ExternalServiceDeps {
  client: ApiClient;
  settings: ExternalServiceSettings | undefined;
  /** Loads a script once per address; rejects when it fails to load. Default: a script element. */
  loadScript?: (url: string) => Promise<void>;
  /** Where a loaded script puts its function. Default: globalThis. */
  scope?: Record<string, unknown>;
  /** Waits (the CSO form's 3 seconds). Default: a timer. */
  wait?: (ms: number) => Promise<void>;
}

export interface ExternalContext {
  studyType: StudyType;
  /** The survey partner's client id (settings `surveyPartner.clientId`); none: no external step. */
  clientId: string | undefined;
  participantId: number;
  studyId: number;
  userStudyId: number;
}

const loaded = new Map<string, Promise<void>>();

/** Appends a script element once per address (a failed load may be tried again). */
export function loadScriptOnce(url: string): Promise<void> {
  const known = loaded.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loaded.delete(url);
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.append(script);
  });
  loaded.set(url, promise);
  return promise;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function applies(ctx: ExternalContext): ctx is ExternalContext & { clientId: string } {
  return ctx.studyType === 'core_study' && !!ctx.clientId;
}

function requestOf(ctx: ExternalContext & { clientId: string }): ExternalRequest {
  return { participant: ctx.participantId, study: ctx.studyId, user_study: ctx.userStudyId, clientId: ctx.clientId };
}

/**
 * The Relevant ID check within 8 seconds (script load included). Never throws: a timeout, a
 * script that does not load, or a call service that is missing or fails gives its failure reason
 * (spec 001 §8) and the study continues.
 */
export async function checkRelevantId(
  deps: ExternalServiceDeps,
  url: string,
  request: ExternalRequest,
): Promise<RelevantIdResponse> {
  const scope = deps.scope ?? (globalThis as unknown as Record<string, unknown>);
  const failed = (failureReason: string): RelevantIdResponse => ({
    data: null,
    isResponseAvailable: false,
    failureReason,
  });
  const attempt = async (): Promise<RelevantIdResponse> => {
    try {
      await (deps.loadScript ?? loadScriptOnce)(url);
    } catch {
      return failed(RELEVANT_ID_FAILURES.script);
    }
    const call = scope.registryRelevantId as RelevantIdCall | undefined;
    if (typeof call !== 'function') return failed(RELEVANT_ID_FAILURES.service);
    try {
      return { data: await call(request), isResponseAvailable: true, failureReason: null };
    } catch {
      return failed(RELEVANT_ID_FAILURES.service);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<RelevantIdResponse>((resolve) => {
    timer = setTimeout(() => resolve(failed(RELEVANT_ID_FAILURES.timeout)), RELEVANT_ID_TIMEOUT_MS);
  });
  try {
    return await Promise.race([attempt(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the CSO form when its script is configured; a failure is only logged (the flow goes on). */
export async function openCsoForm(deps: ExternalServiceDeps, request: ExternalRequest): Promise<boolean> {
  const url = deps.settings?.csoFormScriptUrl;
  if (!url) return false;
  const scope = deps.scope ?? (globalThis as unknown as Record<string, unknown>);
  try {
    await (deps.loadScript ?? loadScriptOnce)(url);
    const call = scope.registryCsoForm as CsoFormCall | undefined;
    if (typeof call !== 'function') throw new Error('registryCsoForm is missing');
    await call(request);
    return true;
  } catch (error) {
    console.warn('CSO form not opened:', error);
    return false;
  }
}

/**
 * A core study's screening ended not eligible: the optional CSO form opens and the flow waits
 * 3 seconds before the not-eligible page (spec 001 §4, §9). Resolves when the flow may go on.
 */
export async function afterNotEligibleScreening(deps: ExternalServiceDeps, ctx: ExternalContext): Promise<void> {
  if (!applies(ctx)) return;
  if (await openCsoForm(deps, requestOf(ctx))) await (deps.wait ?? sleep)(CSO_WAIT_MS);
}

/**
 * After a core study's questionnaire: the CSO service, then the Relevant ID check whose outcome
 * (or failure reason) is stored with `POST /imperium-relevant`; then the flow goes to the status
 * page. Returns the Relevant ID outcome (null when the step was skipped). Never throws.
 */
export async function afterQuestionnaireSubmit(
  deps: ExternalServiceDeps,
  ctx: ExternalContext,
): Promise<RelevantIdResponse | null> {
  if (!applies(ctx)) return null;
  const request = requestOf(ctx);
  await openCsoForm(deps, request);
  const url = deps.settings?.relevantIdScriptUrl;
  if (!url) return null;
  const outcome = await checkRelevantId(deps, url, request);
  await storeRelevantId(deps.client, {
    participant: ctx.participantId,
    study: ctx.studyId,
    user_study: ctx.userStudyId,
    is_relevant_id_data_available: outcome.isResponseAvailable,
    ...(outcome.isResponseAvailable ? { raw_analysis_results: outcome.data } : {}),
    ...(outcome.failureReason ? { relevantID_failure_reason: outcome.failureReason } : {}),
  });
  return outcome;
}
