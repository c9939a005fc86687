// The one brand component lives in shared/ui: public, sign-in and signed-in headers show it.
export { Brand as Logo, type BrandProps as LogoProps } from '@/shared/ui/brand';
