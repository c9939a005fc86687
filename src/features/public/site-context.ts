// The site settings moved to shared/ so the sign-in pages show the same brand (issue 19).
export { SiteContext, useSite } from '../../shared/site/site-context';
