// Account messages beyond the spec that the browser and the reference server both give, written once.

/** A parent handing a child's account off must name the child's own address (issue 19). */
export const CHILD_EMAIL_IS_OWN = 'Enter your child’s own email address, not yours.';

/** Sign-up with an address that already has an account (the browser adds links to sign in and reset). */
export const EMAIL_TAKEN_MESSAGE = 'A participant with this email already exists.';
