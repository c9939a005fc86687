import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { EMAIL_TAKEN_MESSAGE, EMAIL_WITHDRAWN_MESSAGE } from '@/shared/lib/account-message-texts';
import { REGISTER_TEXTS } from '../model/register-texts';

/**
 * The e-mail field's error on sign-up. The server's 'already exists' answer gets the two ways on:
 * sign in, or reset the password; a withdrawn account's answer, which has neither, the registry
 * team's mailbox. It says nothing the server's message did not already say.
 */
export function emailError(message: string | undefined, contactEmail: string): ReactNode {
  if (message === EMAIL_WITHDRAWN_MESSAGE)
    return (
      <>
        {message} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </>
    );
  if (message !== EMAIL_TAKEN_MESSAGE) return message;
  return (
    <>
      {message} <Link href={paths.login.href()}>{REGISTER_TEXTS.emailTakenSignIn}</Link> {REGISTER_TEXTS.emailTakenOr}{' '}
      <Link href={paths.forgotPassword.href()}>{REGISTER_TEXTS.emailTakenReset}</Link>.
    </>
  );
}
