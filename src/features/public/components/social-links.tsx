import type { SocialLink, SocialNetwork } from '@/config/site';
import { SOCIAL_TEXTS } from '../content/layout-texts';

// Inline paths (not <img>) so the icons take the link's colour, including hover and high-contrast modes.
const ICON_PATHS: Record<SocialNetwork, string> = {
  facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2A20 20 0 0 0 14.7 2C12.3 2 10.7 3.5 10.7 6.1v2.4H8V12h2.7v10H14V12h2.7l.4-3.5z',
  x: 'M17.8 3h3.1l-6.7 7.7L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C4.3 2.2 2.2 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.1 3.6 2.2 5.7 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.6-.1 5.7-2.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.1-3.6-2.2-5.7-5.8-5.8C15 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 2.6.1 3.9 1.4 4 4 .1 1 .1 1.4.1 4.1s0 3-.1 4c-.1 2.6-1.4 3.9-4 4-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.6-.1-3.9-1.4-4-4-.1-1-.1-1.3-.1-4s0-3 .1-4c.1-2.6 1.4-3.9 4-4 1-.1 1.3-.1 4-.1z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.7 3.1z',
};

export interface SocialLinksProps {
  links: SocialLink[];
  /** Visible label of the list for assistive technology, e.g. "Follow us". */
  label?: string;
  className?: string;
}

/** The registry's social network links; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ links, label = SOCIAL_TEXTS.label, className }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul className={['registry-social', className].filter(Boolean).join(' ')} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a className="registry-social__link" href={link.href} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={ICON_PATHS[link.network]} fill="currentColor" />
            </svg>
            <span className="registry-visually-hidden">{SOCIAL_TEXTS.link(link.label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
