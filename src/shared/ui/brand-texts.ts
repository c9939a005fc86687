// Its own module, as the skip link's: the brand is in every first paint, the other kit texts are not.
/** Read after the registry's name on the brand link, by screen readers only. */
export const BRAND_HOME_SUFFIX = 'home';
