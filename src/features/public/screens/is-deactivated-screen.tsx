import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../shared/ui/button';
import { PublicLayout } from '../components/public-layout';
import { SocialLinks } from '../components/social-links';
import { useSite } from '../../../shared/site/site-context';

/** `/is-deactivated`: shown after a withdrawal (spec 000 §2). The session is already gone, so the public header shows. */
export function IsDeactivatedScreen() {
  const site = useSite();
  const mailbox = site.contact.email;
  return (
    <PublicLayout title="Account deleted">
      <div className="registry-page-column registry-info">
        <h1>Your account has been deleted</h1>
        <p className="registry-lead">
          You have been withdrawn from the {site.registryName}. Thank you for the time and the answers you shared with
          us.
        </p>
        <p>
          We have sent a confirmation email to the address on your account. You will not receive any more reminders or
          newsletters from the registry.
        </p>
        <p>
          If you did not mean to withdraw, or you think this was a mistake, please write to us at{' '}
          <a href={`mailto:${mailbox}`}>{mailbox}</a>.
        </p>
        <h2>Stay in touch</h2>
        <p>Follow the registry to hear about research results and news about type 1 diabetes.</p>
        <SocialLinks links={site.social} className="registry-info__social" />
        <div className="registry-info__actions">
          <ButtonLink href={paths.landing.href()}>Go to the home page</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}
