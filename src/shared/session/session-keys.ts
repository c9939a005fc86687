/**
 * The storage keys of the session values (spec 000 §3), in a module of their own so the standalone
 * entry can read the token before the session store (and the framework under it) has loaded.
 */
export const STORAGE_KEYS = {
  token: 'registry.token',
  responseId: 'registry.response_id',
  application: 'registry.application',
  childEmail: 'registry.child_email',
  otpId: 'registry.otpId',
  registeredAsJaeb: 'registry.registeredAsJaeb',
  glucoseDeviceMode: 'registry.glucoseDeviceMode',
  /** Ours: the address Sign In fills in once (the account a hand-off link just gave a password). */
  signInEmail: 'registry.sign_in_email',
} as const;
