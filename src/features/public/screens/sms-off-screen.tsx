import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../shared/api/api-context';
import { ButtonLink } from '../../../shared/ui/button';
import { smsOff } from '../api/sms-off';
import { PublicLayout } from '../components/public-layout';
import { useSite } from '../../../shared/site/site-context';

export type SmsOffState = 'missing' | 'pending' | 'done' | 'failed';

/** `/sms-off?token=…`: the unsubscribe link of a text message, confirmed by the server. */
export function SmsOffScreen() {
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
    <PublicLayout title="Text message reminders">
      <div className="registry-page-column registry-info">
        <h1>Text message reminders</h1>
        <div
          role="status"
          className={`registry-status${state === 'done' ? ' registry-status--success' : state === 'pending' ? '' : ' registry-status--error'}`}
        >
          {state === 'pending' && <p>Unsubscribing your phone number…</p>}
          {state === 'done' && (
            <>
              <p>
                <strong>You have been unsubscribed.</strong> You will no longer receive text messages from the{' '}
                {site.registryName}.
              </p>
              <p>
                You will still receive emails about your account. To turn text reminders back on, sign in and open the
                notification settings in My Profile.
              </p>
            </>
          )}
          {(state === 'failed' || state === 'missing') && (
            <>
              <p>
                <strong>We could not unsubscribe you.</strong>{' '}
                {state === 'missing'
                  ? 'This unsubscribe link is incomplete.'
                  : 'The link may have expired, or the service is briefly unavailable.'}
              </p>
              <p>
                Sign in and turn off text messages in the notification settings of My Profile, or contact us at{' '}
                <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> or{' '}
                <a href={`tel:${site.contact.phoneHref}`}>{site.contact.phone}</a>.
              </p>
            </>
          )}
        </div>
        <div className="registry-info__actions">
          <ButtonLink href={paths.landing.href()}>Go to the home page</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}
