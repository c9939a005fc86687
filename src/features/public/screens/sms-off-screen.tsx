import { paths } from '@/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { onLibraryRouter } from '@/shared/routing/library-router';
import { useSite } from '@/shared/site/site-context';
import { smsOff } from '../api/sms-off';
import { TokenLinkPage, useTokenLink } from '../components/token-link';
import { HOME_PAGE_TEXTS, SMS_OFF_TEXTS as TEXTS } from '../content/info-pages';

/** `/sms-off?token=…`: the unsubscribe link of a text message, confirmed by the server. */
function SmsOffScreenContent() {
  const site = useSite();
  return (
    <TokenLinkPage
      title={TEXTS.title}
      shown={useTokenLink(smsOff)}
      texts={TEXTS}
      done={() => (
        <>
          <p>
            <strong>{TEXTS.done}</strong> {TEXTS.doneDetail(site.registryName)}
          </p>
          <p>{TEXTS.emailsContinue}</p>
        </>
      )}
      actions={<ButtonLink href={paths.landing.href()}>{HOME_PAGE_TEXTS.link}</ButtonLink>}
    />
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const SmsOffScreen = onLibraryRouter(SmsOffScreenContent, 'SmsOffScreen');
