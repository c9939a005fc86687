// The password rule of spec 000 §5. The contract (src/shared/api/contract/account.ts) holds the
// same rule for the server; it is repeated here because importing the contract's values would
// pull the typebox builder (about 14 KB gzip) into every sign-in screen. password-rule.test.ts
// keeps the two identical.

export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s]).{8,}$';

export const PASSWORD_MESSAGES = {
  rule: 'Password must be a minimum of eight (8) characters in length, contain at least one uppercase character, one lowercase character, one digit and one special character',
  required: 'Password is required',
  mismatch: 'Password does not match',
  sameAsOld: 'New password cannot be the same as the current password',
  confirmationMismatch: 'Password confirmation does not match',
} as const;

const RULE = new RegExp(PASSWORD_PATTERN);

export function isStrongPassword(password: string): boolean {
  return RULE.test(password);
}
