import { paths } from '@/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { onLibraryRouter } from '@/shared/routing/library-router';
import { emailOff } from '../api/email-off';
import { TokenLinkPage, useTokenLink } from '../components/token-link';
import { EMAIL_OFF_TEXTS as TEXTS, HOME_PAGE_TEXTS } from '../content/info-pages';

/**
 * `/email-off?token=…`: the one-click unsubscribe link of a reminder e-mail, opened in a browser.
 * The page asks the server to switch the link's topic off (a mail client's one-click POST to the
 * same link does it without the page), says which topic is now off, and how to switch it back on.
 */
function EmailOffScreenContent() {
  return (
    <TokenLinkPage
      title={TEXTS.title}
      shown={useTokenLink(emailOff)}
      texts={TEXTS}
      done={(answer) => (
        <>
          <p>
            <strong>{TEXTS.done}</strong> {TEXTS.topics[answer.topic]}
          </p>
          <p>{TEXTS.otherEmails}</p>
          <p>{TEXTS.turnBackOn}</p>
        </>
      )}
      actions={
        <>
          <ButtonLink href={paths.userProfile.href()}>{TEXTS.profileLink}</ButtonLink>
          <ButtonLink variant="secondary" href={paths.landing.href()}>
            {HOME_PAGE_TEXTS.link}
          </ButtonLink>
        </>
      }
    />
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const EmailOffScreen = onLibraryRouter(EmailOffScreenContent, 'EmailOffScreen');
