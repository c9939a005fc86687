import type { SiteOverrides } from './site';

/** Runtime settings (DECISIONS §5): standalone reads /settings.json, the library takes props, the embed reads attributes. */
export type Environment = 'development' | 'qa' | 'sb' | 'staging' | 'prod';

export interface OAuthSettings {
  authorizeUrl: string;
  clientId: string;
  provider: string;
}

export interface GlucoseDeviceSettings {
  enabled: boolean;
  authorizeUrl: string;
  clientId: string;
}

export interface SurveyPartnerSettings {
  clientId: string;
  mode: string;
}

/**
 * Third-party scripts the survey loads on demand (spec 001 §4, §7): the CSO form and the Relevant
 * ID check. Unset means the step is skipped. What a script must define once loaded is written in
 * src/features/study/integrations/external-services.ts.
 */
export interface ExternalServiceSettings {
  csoFormScriptUrl?: string;
  relevantIdScriptUrl?: string;
}

/** Theme values keyed by the custom property without its `--registry-` prefix, e.g. `{ primary: '#0b5cad' }`. */
export type ThemeSettings = Partial<Record<ThemeKey, string>>;

export const THEME_KEYS = [
  'primary',
  'primary-contrast',
  'primary-hover',
  'text',
  'text-muted',
  'background',
  'surface',
  'border',
  'focus',
  'error',
  'warning',
  'success',
  'font-family',
  'font-size',
  'radius',
] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

/** What a host knows of a newcomer: the sign-up form's first values (the participant can change them). */
export interface SignUpPrefill {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export interface RuntimeSettings {
  apiBase: string;
  environment: Environment;
  regGuardClientId?: string;
  oauth?: OAuthSettings;
  glucoseDevice?: GlucoseDeviceSettings;
  surveyPartner?: SurveyPartnerSettings;
  externalServices?: ExternalServiceSettings;
  theme?: ThemeSettings;
  /** The registry's name, contact details and social links (example values by default). */
  site?: SiteOverrides;
  /** The sign-up form's first values (a partner's gadget: `prefill-email`, `prefill-first-name`, `prefill-last-name`). */
  signUpPrefill?: SignUpPrefill;
}

export const DEFAULT_SETTINGS: RuntimeSettings = {
  apiBase: '/api',
  environment: 'prod',
};

/** Environments where response schema checks are skipped (spec 000 §5, 001 §5). */
export const SCHEMA_CHECK_SKIPPED: readonly Environment[] = ['prod', 'staging', 'sb', 'qa'];

export function schemaChecksEnabled(environment: Environment): boolean {
  return !SCHEMA_CHECK_SKIPPED.includes(environment);
}

export function resolveSettings(partial: Partial<RuntimeSettings> | undefined): RuntimeSettings {
  return { ...DEFAULT_SETTINGS, ...(partial ?? {}) };
}
