import type { ReactNode } from 'react';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { ACCOUNT_MESSAGES, isAccountMessage } from '@/shared/lib/account-message-texts';
import { REGISTER_TEXTS } from '../model/register-texts';

/**
 * The e-mail field's error on sign-up. The server's 'already exists' answer gets the two ways on:
 * sign in, or reset the password; a withdrawn account's answer, which has neither, the registry
 * team's mailbox. It says nothing the server's message did not already say; a message the server
 * gave in English shows in the page's language.
 */
export function emailError(message: string | undefined, contactEmail: string): ReactNode {
  if (isAccountMessage(message, 'emailWithdrawn'))
    return (
      <>
        {ACCOUNT_MESSAGES.emailWithdrawn} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </>
    );
  if (!isAccountMessage(message, 'emailTaken')) return message;
  return (
    <>
      {ACCOUNT_MESSAGES.emailTaken} <Link href={paths.login.href()}>{REGISTER_TEXTS.emailTakenSignIn}</Link>{' '}
      {REGISTER_TEXTS.emailTakenOr} <Link href={paths.forgotPassword.href()}>{REGISTER_TEXTS.emailTakenReset}</Link>.
    </>
  );
}
