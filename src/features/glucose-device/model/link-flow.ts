import { paths } from '@/config/paths';
import type { GlucoseDeviceMode, GlucoseHandoff } from '@contract';

// Pure rules of the linking flow. Modes: `old`, a signed-in participant connects from
// the dashboard or the profile; `new`, a partner's flow (a CGM maker's study page) brings the
// participant in to connect and then go on to the survey. The mode is stored in the session when
// the flow starts (/glucose-device) and gates the vendor's return route (/glucose-device/link).

/** The mode a start link asks for (`?mode=new`); anything else is the old mode. */
export const modeFrom = (value: string | null): GlucoseDeviceMode => (value === 'new' ? 'new' : 'old');

/** `?study=` of a start link: the study to go on to, when it is a positive id. */
export function studyFrom(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2147483647 ? id : undefined;
}

/** The start route's address for a mode and study: sign-in returns here, Try again starts over. */
export function startHref(mode: GlucoseDeviceMode, study?: number): string {
  const query = new URLSearchParams({ mode, ...(study ? { study: String(study) } : {}) });
  return `${paths.glucoseDevice.href()}?${query}`;
}

export type VendorReturn =
  { kind: 'code'; code: string; state: string } | { kind: 'denied'; description?: string } | { kind: 'missing' };

/** What the vendor sent back on the return route (OAuth 2.0 authorization response). */
export function readVendorReturn(search: string): VendorReturn {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) return { kind: 'denied', description: params.get('error_description') ?? undefined };
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state || code.length > 512 || state.length > 128) return { kind: 'missing' };
  return { kind: 'code', code, state };
}

/** The survey hand-off: the user study the server chose, else the core study through the dashboard. */
export function handoffHref(handoff: GlucoseHandoff | null | undefined, userId: number): string {
  if (!handoff) return paths.jumpToCoreStudy.href();
  return paths.survey.href({ studyId: handoff.study_id, userStudyId: handoff.user_study_id, userId });
}
