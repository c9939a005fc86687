import { resolveSite } from '@/config/site';
import { useSettings } from '@/shared/settings/settings-context';

/**
 * The study team's phone and e-mail links (spec 001 §2 consent signing, §8 signing failure): the
 * prompt, then the two links side by side, each on a line of its own where they do not fit.
 */
export function ConsentContact({ intro }: { intro?: string }) {
  const { contact } = resolveSite(useSettings().site);
  return (
    <div className="registry-consent__contact">
      {intro && <p>{intro}</p>}
      <ul>
        <li>
          <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      </ul>
    </div>
  );
}
