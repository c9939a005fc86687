// The standalone site's links. The site always runs on the page's URL, never on a memory location,
// so its screens link with wouter's own Link (the other case of ./link.tsx is for gadgets and memory
// hosts): vite.config.ts points `@/shared/routing/link` here, which keeps that case out of the
// site's first load.
// eslint-disable-next-line no-restricted-imports -- the one other place that names wouter's Link
export { Link } from 'wouter';
