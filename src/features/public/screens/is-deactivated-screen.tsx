import { paths } from '@/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { PublicLayout } from '../components/public-layout';
import { SocialLinks } from '../components/social-links';
import { useSite } from '@/shared/site/site-context';
import { HOME_PAGE_TEXTS, IS_DEACTIVATED_TEXTS as TEXTS } from '../content/info-pages';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** `/is-deactivated`: shown after a withdrawal (spec 000 §2). The session is already gone, so the public header shows. */
function IsDeactivatedScreenContent() {
  const site = useSite();
  const mailbox = site.contact.email;
  return (
    <PublicLayout title={TEXTS.title}>
      <div className="registry-page-column registry-info">
        <h1>{TEXTS.heading}</h1>
        <p className="registry-lead">{TEXTS.lead(site.registryName)}</p>
        <p>{TEXTS.confirmation}</p>
        <p>
          {TEXTS.mistake} <a href={`mailto:${mailbox}`}>{mailbox}</a>.
        </p>
        <h2>{TEXTS.stayInTouch}</h2>
        <p>{TEXTS.follow}</p>
        <SocialLinks links={site.social} className="registry-info__social" />
        <div className="registry-info__actions">
          <ButtonLink href={paths.landing.href()}>{HOME_PAGE_TEXTS.link}</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const IsDeactivatedScreen = onLibraryRouter(IsDeactivatedScreenContent, 'IsDeactivatedScreen');
