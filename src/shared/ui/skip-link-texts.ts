export const SKIP_LINK_TEXT = 'Skip to main content';
