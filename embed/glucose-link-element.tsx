import { lazy, Suspense } from 'react';
import { AUTH_DIALOGS } from '@/features/auth/dialogs/auth-dialog-registry';
import type { SurveyHandoff } from '@/features/glucose-device/components/glucose-link-gadget';
import { studyFrom } from '@/features/glucose-device/model/link-flow';
import { dispatchRegistryEvent } from './events';
import { RegistryElement } from './registry-element';
import { GadgetLoading } from './gadget-loading';
import { PARTNER_REF_ATTRIBUTE, PREFILL_ATTRIBUTES, prefillOf } from './prefill-attributes';

// Loaded when the element first renders: a page with only <registry-faq> never downloads the
// sign-in form and the connect step (the embed's entry stays small).
const GlucoseLinkRoot = lazy(() => import('./glucose-link-root').then((m) => ({ default: m.GlucoseLinkRoot })));

/**
 * `<registry-glucose-link study="101">`: the glucose-device partner flow (new mode). The
 * participant signs in (or signs up) inside the gadget, connects their CGM account in the vendor's popup (the
 * page never navigates), then the element dispatches `registry-survey-handoff` with where to go on
 * (the study given, else the core study): the host shows `<registry-survey>` or links there.
 */
export class RegistryGlucoseLinkElement extends RegistryElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'study', ...PREFILL_ATTRIBUTES, PARTNER_REF_ATTRIBUTE];
  }

  protected override partnerRef() {
    return this.attribute(PARTNER_REF_ATTRIBUTE);
  }

  protected override settings() {
    return { ...super.settings(), signUpPrefill: prefillOf((name) => this.attribute(name)) };
  }

  private readonly handoff = (detail: SurveyHandoff) => dispatchRegistryEvent(this, 'registry-survey-handoff', detail);

  // The sign-in's questions (profile type, SMS consent) are asked inside the gadget too, as in
  // <registry-survey>: the participant answers them before connecting the device.
  protected override dialogs() {
    return AUTH_DIALOGS;
  }

  protected renderScreen() {
    return (
      <Suspense fallback={<GadgetLoading />}>
        <GlucoseLinkRoot studyId={studyFrom(this.getAttribute('study'))} onHandoff={this.handoff} />
      </Suspense>
    );
  }
}
