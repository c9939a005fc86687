import type { QuotaKind } from '../context';
import { DEFAULT_ADDRESS_QUOTAS } from '../modules/session/service';
import type { AppOptions } from '../app-options';
import type { Settings } from './settings';

// The parts of buildApp's configuration that are read off the settings: what /settings.json tells the
// app, the request quotas and a shortened token lifetime.

/**
 * `externalServices` of /settings.json (spec 001 §4): the CSO form and Relevant ID script addresses
 * from REGISTRY_CSO_SCRIPT_URL and REGISTRY_RELEVANT_ID_SCRIPT_URL; unset means the step is skipped.
 */
export function externalServiceSettings({ values }: Settings) {
  const csoFormScriptUrl = values.REGISTRY_CSO_SCRIPT_URL;
  const relevantIdScriptUrl = values.REGISTRY_RELEVANT_ID_SCRIPT_URL;
  if (!csoFormScriptUrl && !relevantIdScriptUrl) return {};
  return { externalServices: { csoFormScriptUrl, relevantIdScriptUrl } };
}

/**
 * `surveyPartner` of /settings.json (DECISIONS §5): with REGISTRY_SURVEY_PARTNER_CLIENT_ID a core
 * study's survey runs the CSO and Relevant ID steps on the standalone site too (the embed has its
 * attributes); the mode is carried as given. Unset: no survey partner.
 */
export function surveyPartnerSettings({ values }: Settings) {
  const clientId = values.REGISTRY_SURVEY_PARTNER_CLIENT_ID;
  return clientId ? { surveyPartner: { clientId, mode: values.REGISTRY_SURVEY_PARTNER_MODE ?? '' } } : {};
}

const QUOTA_ENV = {
  signup: 'REGISTRY_SIGNUP_RATE_LIMIT',
  password_reset: 'REGISTRY_RESET_RATE_LIMIT',
  frontend_log: 'REGISTRY_FRONTEND_LOG_RATE_LIMIT',
  email_click: 'REGISTRY_EMAIL_CLICK_RATE_LIMIT',
  relevant_id: 'REGISTRY_RELEVANT_ID_RATE_LIMIT',
  study_event: 'REGISTRY_STUDY_EVENT_RATE_LIMIT',
} as const satisfies Record<QuotaKind, keyof Settings['values']>;

/** Per-address quotas: options first, then the environment, then the defaults. */
export function addressQuotas({ values }: Settings, given: Partial<Record<QuotaKind, number>> = {}) {
  const kinds = Object.keys(DEFAULT_ADDRESS_QUOTAS) as QuotaKind[];
  return Object.fromEntries(kinds.map((k) => [k, given[k] ?? values[QUOTA_ENV[k]]])) as Record<QuotaKind, number>;
}

/** A shortened token lifetime: given by a test, or REGISTRY_DEV_TOKEN_SECONDS on a development server. */
export function tokenLifetime(options: AppOptions, { values }: Settings, devOutbox: boolean) {
  if (options.tokenLifetimeSeconds) return options.tokenLifetimeSeconds;
  return devOutbox ? values.REGISTRY_DEV_TOKEN_SECONDS : undefined;
}
