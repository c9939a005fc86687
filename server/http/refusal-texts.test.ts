import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_MESSAGE } from '@contract/account';
import { RESET_LINK_INVALID } from '../modules/accounts/service';
import { ASSENT_BY_SIGNING, RECONSENT_DETAILS_FIRST, RECONSENT_PASSWORD_FIRST } from '../modules/accounts/lifecycle';
import { ALREADY_SIGNED } from '../modules/consents/consents';
import { PROVIDER_NOT_CONFIRMED, REAUTH_REQUIRED, WRONG_PASSWORD } from '../modules/consents/reauth';
import { PDF_ACCOUNT_BUSY, PDF_BUSY, PDF_TOO_SLOW } from '../modules/documents/pdf-pool';
import { CORE_CONSENT_SIGNED, EMAIL_CHANGE_MESSAGES, SMS_NEEDS_PHONE } from '../modules/profile/service';
import { SMS_OFF_LINK_INVALID } from '../modules/profile/sms';
import { ACCOUNT_LOCKED_MESSAGE, UNLOCK_LINK_INVALID } from '../modules/session/account-lock';
import { OTP_EXPIRED, OTP_WRONG_CODE } from '../modules/session/otp';
import { WRONG_OLD_PASSWORD } from '../modules/session/passwords';
import { ACCOUNT_QUOTA_MESSAGE, ADDRESS_QUOTA_MESSAGE, RATE_LIMIT_MESSAGE } from '../modules/session/rate-limit';
import {
  BAD_CREDENTIALS,
  INVALID_INVITATION,
  OAUTH_EMAIL_UNVERIFIED,
  OAUTH_UNVERIFIED,
  WITHDRAWN_SIGN_IN,
} from '../modules/session/sign-in';
import { SESSION_AT_MAXIMUM_AGE } from '../modules/session/token-refresh';
import { ALREADY_DONATED, DONATION_NOT_AVAILABLE } from '../modules/study/activity';
import { PROCEDURE_NOT_OPEN, PROCEDURE_SUBMITTED, SAVE_CONFLICT } from '../modules/study/answer-save';
import { NOT_ELIGIBLE, STUDY_CLOSED } from '../modules/study/procedure-submit';
import { REATTEMPT_NOT_NEEDED } from '../modules/user-studies/screening-reattempt';
import { UNAVAILABLE } from './errors';
import { PENDING_STEP_FIRST } from './participant-scope';
import { refusalIn, translatedRefusals } from './refusal-texts';
import { PHONE_MESSAGE } from '../lib/phone';

describe('the Spanish of the refusals the server words itself', () => {
  it('covers each of them, still worded as the modules word them', () => {
    const worded = [
      BAD_CREDENTIALS,
      WITHDRAWN_SIGN_IN,
      INVALID_INVITATION,
      OAUTH_UNVERIFIED,
      OAUTH_EMAIL_UNVERIFIED,
      OTP_WRONG_CODE,
      OTP_EXPIRED,
      RATE_LIMIT_MESSAGE,
      ADDRESS_QUOTA_MESSAGE,
      ACCOUNT_QUOTA_MESSAGE,
      ACCOUNT_LOCKED_MESSAGE,
      UNLOCK_LINK_INVALID,
      SESSION_AT_MAXIMUM_AGE,
      PENDING_STEP_FIRST,
      RESET_LINK_INVALID,
      WRONG_OLD_PASSWORD,
      CORE_CONSENT_SIGNED,
      ...Object.values(EMAIL_CHANGE_MESSAGES),
      SMS_NEEDS_PHONE,
      SMS_OFF_LINK_INVALID,
      PHONE_MESSAGE,
      RECONSENT_PASSWORD_FIRST,
      RECONSENT_DETAILS_FIRST,
      ASSENT_BY_SIGNING,
      WRONG_PASSWORD,
      REAUTH_REQUIRED,
      PROVIDER_NOT_CONFIRMED,
      ALREADY_SIGNED,
      PDF_TOO_SLOW,
      PDF_BUSY,
      PDF_ACCOUNT_BUSY,
      REATTEMPT_NOT_NEEDED,
      PROCEDURE_SUBMITTED,
      PROCEDURE_NOT_OPEN,
      SAVE_CONFLICT,
      ALREADY_DONATED,
      DONATION_NOT_AVAILABLE,
      STUDY_CLOSED,
      NOT_ELIGIBLE,
      UNAVAILABLE,
    ];
    expect(worded.filter((text) => !translatedRefusals().includes(text))).toEqual([]);
  });

  it('answers detail and field messages in Spanish, numbers kept, and leaves what it does not know', () => {
    expect(refusalIn('es', { detail: 'Not found.' })).toEqual({ detail: 'No se encontró.' });
    expect(
      refusalIn('es', {
        old_password: [WRONG_OLD_PASSWORD],
        first_name: ['Ensure this field has no more than 100 characters.'],
        email: [EMAIL_TAKEN_MESSAGE],
      }),
    ).toEqual({
      old_password: ['La contraseña actual no es correcta.'],
      first_name: ['Escriba 100 caracteres como máximo.'],
      // A message the browser recognises in a reply stays as the server words it.
      email: [EMAIL_TAKEN_MESSAGE],
    });
  });

  it('answers English as it is', () => {
    const body = { detail: 'Not found.' };
    expect(refusalIn('en', body)).toBe(body);
  });

  it('leaves a list of refusals as a list (an answer save’s, each message already in its language)', () => {
    const body = [{ question: 1, question_option: 2, error_message: 'La fecha no puede ser futura.' }];
    expect(refusalIn('es', body)).toBe(body);
  });
});
