import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { ButtonLink } from '@/shared/ui/button';
import { smsOff } from '../api/sms-off';
import { PublicLayout } from '../components/public-layout';
import { useSite } from '@/shared/site/site-context';
import { HOME_PAGE_TEXTS, SMS_OFF_TEXTS as TEXTS } from '../content/info-pages';
import { onLibraryRouter } from '@/shared/routing/library-router';

export type SmsOffState = 'missing' | 'pending' | 'done' | 'failed';

/** `/sms-off?token=…`: the unsubscribe link of a text message, confirmed by the server. */
function SmsOffScreenContent() {
  const site = useSite();
  const client = useApiClient();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [state, setState] = useState<SmsOffState>(token ? 'pending' : 'missing');
  // One call per token, also under StrictMode's double effects: both runs wait on the same request.
  const request = useRef<{ token: string; promise: Promise<unknown> } | null>(null);

  useEffect(() => {
    if (!token) {
      setState('missing');
      return;
    }
    if (request.current?.token !== token) request.current = { token, promise: smsOff(client, token) };
    let current = true;
    setState('pending');
    request.current.promise.then(
      () => current && setState('done'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [client, token]);

  return (
    <PublicLayout title={TEXTS.title}>
      <div className="registry-page-column registry-info">
        <h1>{TEXTS.title}</h1>
        <div
          role="status"
          className={`registry-status${state === 'done' ? ' registry-status--success' : state === 'pending' ? '' : ' registry-status--error'}`}
        >
          {state === 'pending' && <p>{TEXTS.pending}</p>}
          {state === 'done' && (
            <>
              <p>
                <strong>{TEXTS.done}</strong> {TEXTS.doneDetail(site.registryName)}
              </p>
              <p>{TEXTS.emailsContinue}</p>
            </>
          )}
          {(state === 'failed' || state === 'missing') && (
            <>
              <p>
                <strong>{TEXTS.failed}</strong> {state === 'missing' ? TEXTS.missing : TEXTS.unavailable}
              </p>
              <p>
                {TEXTS.contactUs} <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> {TEXTS.or}{' '}
                <a href={`tel:${site.contact.phoneHref}`}>{site.contact.phone}</a>.
              </p>
            </>
          )}
        </div>
        <div className="registry-info__actions">
          <ButtonLink href={paths.landing.href()}>{HOME_PAGE_TEXTS.link}</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const SmsOffScreen = onLibraryRouter(SmsOffScreenContent, 'SmsOffScreen');
