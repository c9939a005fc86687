import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { useApiClient } from '@/shared/api/api-context';
import { useSite } from '@/shared/site/site-context';
import { PublicLayout } from './public-layout';

// A page opened from a link in a message whose `?token=` the server acts on without a sign-in (the
// text message's and the reminder e-mail's unsubscribe links): one call per token, and its outcome
// said in place, a failure with the registry's contact details.

export type TokenLinkState<T> = { state: 'missing' | 'pending' | 'failed' } | { state: 'done'; answer: T };

/** Calls the server with the link's token once (also under StrictMode's double effects). */
export function useTokenLink<T>(call: (client: ApiClient, token: string) => Promise<T>): TokenLinkState<T> {
  const client = useApiClient();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [shown, setShown] = useState<TokenLinkState<T>>({ state: token ? 'pending' : 'missing' });
  // Both runs of a double effect wait on the same request.
  const request = useRef<{ token: string; promise: Promise<T> } | null>(null);

  useEffect(() => {
    if (!token) {
      setShown({ state: 'missing' });
      return;
    }
    if (request.current?.token !== token) request.current = { token, promise: call(client, token) };
    let current = true;
    setShown({ state: 'pending' });
    request.current.promise.then(
      (answer) => current && setShown({ state: 'done', answer }),
      () => current && setShown({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [call, client, token]);
  return shown;
}

export interface TokenLinkTexts {
  pending: string;
  failed: string;
  missing: string;
  unavailable: string;
  contactUs: string;
  or: string;
}

/** The outcome as a status message: waiting, what was done (`done`), or why not and whom to contact. */
export function TokenLinkStatus<T>({
  shown,
  texts,
  done,
}: {
  shown: TokenLinkState<T>;
  texts: TokenLinkTexts;
  done: (answer: T) => ReactNode;
}) {
  const site = useSite();
  const { state } = shown;
  return (
    <div
      role="status"
      className={`registry-status${state === 'done' ? ' registry-status--success' : state === 'pending' ? '' : ' registry-status--error'}`}
    >
      {state === 'pending' && <p>{texts.pending}</p>}
      {shown.state === 'done' && done(shown.answer)}
      {(state === 'failed' || state === 'missing') && (
        <>
          <p>
            <strong>{texts.failed}</strong> {state === 'missing' ? texts.missing : texts.unavailable}
          </p>
          <p>
            {texts.contactUs} <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> {texts.or}{' '}
            <a href={`tel:${site.contact.phoneHref}`}>{site.contact.phone}</a>.
          </p>
        </>
      )}
    </div>
  );
}

/** The whole page: its title, the outcome, and the page's links below it. */
export function TokenLinkPage<T>({
  title,
  actions,
  ...status
}: Parameters<typeof TokenLinkStatus<T>>[0] & { title: string; actions: ReactNode }) {
  return (
    <PublicLayout title={title}>
      <div className="registry-page-column registry-info">
        <h1>{title}</h1>
        <TokenLinkStatus {...status} />
        <div className="registry-info__actions">{actions}</div>
      </div>
    </PublicLayout>
  );
}
