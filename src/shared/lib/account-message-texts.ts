// Account messages beyond the spec that the browser and the reference server both give, written once.

/** A parent handing a child's account off must name the child's own address. */
export const CHILD_EMAIL_IS_OWN = 'Enter your child’s own email address, not yours.';

/** Sign-up with an address that already has an account (the browser adds links to sign in and reset). */
export const EMAIL_TAKEN_MESSAGE = 'A participant with this email already exists.';

/**
 * Sign-up with the address of a withdrawn account: its account was deleted (spec 000 §2
 * is-deactivated), so it can neither sign in nor reset its password; the registry team can help
 * (the browser adds its mailbox).
 */
export const EMAIL_WITHDRAWN_MESSAGE =
  'This email belongs to an account that was withdrawn from the registry and deleted: it cannot sign in or reset its password. If this was a mistake, please contact the registry team.';
