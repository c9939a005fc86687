import { Type, type Static } from 'typebox';
import { Nullable } from './common';

// Glucose-device linking: a participant's link to their account at a CGM vendor.
// `old` mode: a signed-in participant connects from the dashboard or the profile and comes back
// there; `new` mode: a partner's flow (the vendor's study page) signs in, connects, then goes on
// to the survey. Both are the same authorization-code round trip through the vendor.

export const GlucoseDeviceMode = Type.Enum(['old', 'new']);
export type GlucoseDeviceMode = Static<typeof GlucoseDeviceMode>;

export const GlucoseLinkStartPayload = Type.Object(
  {
    mode: GlucoseDeviceMode,
    /** The study to go on to once linked; the core study when absent. */
    study_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    /**
     * A partner page's origin (the gadget's popup flow): one of REGISTRY_ALLOWED_ORIGINS, or the
     * registry's own. The vendor then returns to /glucose-device/return, which hands the code to
     * this origin only.
     */
    return_origin: Type.Optional(Type.String({ maxLength: 200, pattern: '^https?://[^/\\s]+$' })),
  },
  { additionalProperties: false },
);
export type GlucoseLinkStartPayload = Static<typeof GlucoseLinkStartPayload>;

/** Where to send the browser: the vendor's authorize address with a state bound to the participant. */
export const GlucoseLinkStart = Type.Object({ authorize_url: Type.String(), state: Type.String() });
export type GlucoseLinkStart = Static<typeof GlucoseLinkStart>;

export const GlucoseLinkCompletePayload = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 512 }),
    state: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type GlucoseLinkCompletePayload = Static<typeof GlucoseLinkCompletePayload>;

/** The study the participant goes on to after linking (their user study of it). */
export const GlucoseHandoff = Type.Object({ study_id: Type.Integer(), user_study_id: Type.Integer() });
export type GlucoseHandoff = Static<typeof GlucoseHandoff>;

export const GlucoseLinkStatus = Type.Object({
  linked: Type.Boolean(),
  vendor: Nullable(Type.String()),
  mode: Nullable(GlucoseDeviceMode),
  /** ISO date-time. */
  linked_at: Nullable(Type.String()),
});
export type GlucoseLinkStatus = Static<typeof GlucoseLinkStatus>;

export const GlucoseLinkComplete = Type.Intersect([
  GlucoseLinkStatus,
  Type.Object({
    /** True when this vendor account was already linked to this participant before this round trip. */
    already_linked: Type.Boolean(),
    mode: GlucoseDeviceMode,
    handoff: Nullable(GlucoseHandoff),
  }),
]);
export type GlucoseLinkComplete = Static<typeof GlucoseLinkComplete>;

export const GlucoseReturnQuery = Type.Object({ state: Type.String({ minLength: 1, maxLength: 128 }) });
export type GlucoseReturnQuery = Static<typeof GlucoseReturnQuery>;

/** Where the popup's return page may hand the vendor's answer (the gadget's page). */
export const GlucoseReturnOrigin = Type.Object({ origin: Type.String() });
export type GlucoseReturnOrigin = Static<typeof GlucoseReturnOrigin>;
