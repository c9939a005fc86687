// The partner-source rule, in a module without schema objects: the public layout reads it on the
// first load, which must not carry typebox (account.ts re-exports it for everyone else).

/** The partner research network's sources (spec 001 §1, §6). */
export const PARTNER_SOURCES = ['jaeb', 'registry_jaeb'] as const;
export type PartnerSource = (typeof PARTNER_SOURCES)[number];

/**
 * Whether a participant (or a `source` query value) comes from the partner research network: they
 * see the partner consent, not-eligible and success texts and the partner footer style. The one
 * definition of the rule, for the screens, the study engine and the server.
 */
export function isPartnerSource(source: string | null | undefined): source is PartnerSource {
  return (PARTNER_SOURCES as readonly string[]).includes(source ?? '');
}
