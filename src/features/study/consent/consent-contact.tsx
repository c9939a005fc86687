import { resolveSite } from '@/config/site';
import { useSettings } from '@/shared/settings/settings-context';

/** The study team's phone and e-mail links (spec 001 §2 consent signing, §8 signing failure). */
export function ConsentContact({ intro }: { intro?: string }) {
  const { contact } = resolveSite(useSettings().site);
  return (
    <p className="registry-consent__contact">
      {intro && <>{intro} </>}
      <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
      {' · '}
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
    </p>
  );
}
