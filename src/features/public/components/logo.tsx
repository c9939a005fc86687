import { Link } from 'wouter';
import logoMark from '../assets/logo-mark.svg';
import { useSite } from '../../../shared/site/site-context';

export interface LogoProps {
  href: string;
  /** Extra words for assistive technology after the registry's name, e.g. "home". */
  suffix?: string;
  onClick?: () => void;
}

/** The registry's mark and short name, linking home; the mark is decorative, the name is the link text. */
export function Logo({ href, suffix = 'home', onClick }: LogoProps) {
  const site = useSite();
  return (
    <Link href={href} className="registry-logo" onClick={onClick}>
      <img src={logoMark} alt="" width={40} height={40} className="registry-logo__mark" />
      <span className="registry-logo__text">{site.shortName}</span>
      {suffix && <span className="registry-visually-hidden">{` ${suffix}`}</span>}
    </Link>
  );
}
