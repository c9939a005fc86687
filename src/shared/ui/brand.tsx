import { Link } from '@/shared/routing/link';
import { useSite } from '../site/site-context';
import logoMark from './assets/logo-mark.svg';
import { BRAND_TEXTS } from './brand-texts';
import './brand.css';

export interface BrandProps {
  href: string;
  /** Extra words for assistive technology after the registry's name, e.g. "home". */
  suffix?: string;
  onClick?: () => void;
}

/**
 * The registry's brand in every header (public, sign-in, signed-in): the mark and the site's short
 * name from the site settings, linking home. The mark is decorative, the name is the link text; on
 * a narrow screen the name wraps rather than being cut.
 */
export function Brand({ href, suffix = BRAND_TEXTS.homeSuffix, onClick }: BrandProps) {
  const site = useSite();
  return (
    <Link href={href} className="registry-brand" onClick={onClick}>
      <img src={logoMark} alt="" width={40} height={40} className="registry-brand__mark" />
      <span className="registry-brand__text">{site.shortName}</span>
      {suffix && <span className="registry-visually-hidden">{` ${suffix}`}</span>}
    </Link>
  );
}
