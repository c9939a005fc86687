/**
 * Where the survey keeps its drafts, as each build says (`__REGISTRY_DRAFTS__`): `vault` on the
 * standalone site (the participant's encrypted vault on the device, offline use), `memory` in a
 * gadget (nothing of the registry's is stored in a partner's origin); the library and the tests
 * leave it out, and a host app's tab keeps them in its session storage.
 */
declare const __REGISTRY_DRAFTS__: 'vault' | 'memory' | undefined;
export const DRAFTS_HOME: 'vault' | 'memory' | 'session' =
  typeof __REGISTRY_DRAFTS__ === 'undefined' ? 'session' : __REGISTRY_DRAFTS__;
