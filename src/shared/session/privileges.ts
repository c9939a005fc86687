/** Privilege ids the participant app acts on (DECISIONS §3). */
export const PRIVILEGES = {
  user: 'registry:user',
  childProfile: 'registry:child_profile',
  reconsent: 'registry:reconsent',
  assent: 'registry:assent',
} as const;

export type KnownPrivilege = (typeof PRIVILEGES)[keyof typeof PRIVILEGES];

/** The pending-state group that /dashboard, /survey/… and /user-profile forbid. */
export const RESTRICTED_PRIVILEGES: readonly KnownPrivilege[] = [
  PRIVILEGES.childProfile,
  PRIVILEGES.reconsent,
  PRIVILEGES.assent,
];
