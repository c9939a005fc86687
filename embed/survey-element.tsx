import { lazy, Suspense } from 'react';
import { AUTH_DIALOGS } from '@/features/auth/dialogs/auth-dialog-registry';
import type { RegistrySignInOutcome } from '../src/app/embed-elements';
import { decodeToken } from '@/shared/session/token';
import { RegistryElement } from './registry-element';
import { SURVEY_ATTRIBUTES, surveyConfig } from './survey-attributes';
import { PARTNER_REF_ATTRIBUTE, PREFILL_ATTRIBUTES, prefillOf } from './prefill-attributes';
import type { BindSignIn, SignInHandler } from './survey-gadget';
import { GadgetLoading } from './gadget-loading';
import './survey-gadget.css';

// The survey, the sign-in and their dependencies load when a survey gadget renders, so a page with
// only <registry-faq> never downloads them.
const SurveyGadget = lazy(() => import('./survey-gadget').then((m) => ({ default: m.SurveyGadget })));

interface PendingSignIn {
  token: string;
  resolve: (outcome: RegistrySignInOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * `<registry-survey>`: one study's survey inside a partner page (the public application part,
 * DECISIONS §9), in the gadget layout, with sign-in inside the gadget. `study-id` (or
 * `user-study-id`) names the study; `source`, `partner-mode`/`partner-client-id` and `heading`
 * are documented in the README. A partner site that already holds a registry token hands it over
 * with `element.signIn(token)` instead of showing the sign-in form.
 */
export class RegistrySurveyElement extends RegistryElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...SURVEY_ATTRIBUTES, ...PREFILL_ATTRIBUTES, PARTNER_REF_ATTRIBUTE];
  }

  private signInHandler: SignInHandler | null = null;
  private pendingSignIn: PendingSignIn | null = null;

  /**
   * Signs the participant in with a registry token the partner site obtained, then opens the
   * study; resolves with how the sign-in ended ('signed-in', 'forbidden', 'invalid-state',
   * 'signed-out' or 'failed'); rejects with a TypeError when `token` is not a readable JWT.
   * Waits for the gadget to load when it has not yet.
   */
  signIn(token: string): Promise<RegistrySignInOutcome> {
    if (typeof token !== 'string' || decodeToken(token) === null)
      return Promise.reject(new TypeError('<registry-survey>: signIn(token) needs a registry token (a JWT string).'));
    this.pendingSignIn?.reject(new Error('<registry-survey>: replaced by a later signIn(token).'));
    return new Promise((resolve, reject) => {
      this.pendingSignIn = { token, resolve, reject };
      this.flushSignIn();
    });
  }

  private readonly signInPending = () => this.pendingSignIn !== null;

  private readonly bindSignIn: BindSignIn = (handler) => {
    this.signInHandler = handler;
    this.flushSignIn();
    return () => {
      if (this.signInHandler === handler) this.signInHandler = null;
    };
  };

  private flushSignIn() {
    const pending = this.pendingSignIn;
    if (!pending || !this.signInHandler) return;
    this.pendingSignIn = null;
    this.signInHandler(pending.token).then(pending.resolve, pending.reject);
  }

  override attributeChangedCallback(name?: string, before?: string | null, after?: string | null) {
    // Pointed at another study: start again from the gadget's first screen, which opens it.
    if ((name === 'study-id' || name === 'user-study-id') && before !== null && before !== after) this.restart();
    else super.attributeChangedCallback();
  }

  protected override partnerRef() {
    return this.attribute(PARTNER_REF_ATTRIBUTE);
  }

  protected override settings() {
    const settings = { ...super.settings(), signUpPrefill: prefillOf((name) => this.attribute(name)) };
    const { surveyPartner } = surveyConfig((name) => this.attribute(name));
    return surveyPartner ? { ...settings, surveyPartner } : settings;
  }

  // The SMS-consent and profile-type questions of the sign-in are the public part's steps too (spec 001 §4).
  protected override dialogs() {
    return AUTH_DIALOGS;
  }

  protected renderScreen() {
    return (
      <Suspense fallback={<GadgetLoading />}>
        <SurveyGadget
          config={surveyConfig((name) => this.attribute(name))}
          bindSignIn={this.bindSignIn}
          signInPending={this.signInPending}
        />
      </Suspense>
    );
  }
}
