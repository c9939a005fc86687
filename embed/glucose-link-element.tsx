import { LoginScreen } from '../src/features/auth/screens/login-screen';
import { GlucoseLinkGadget, type SurveyHandoff } from '../src/features/glucose-device/components/glucose-link-gadget';
import { studyFrom } from '../src/features/glucose-device/model/link-flow';
import { useSignedIn } from '../src/shared/session/session-hooks';
import { dispatchRegistryEvent } from './events';
import { RegistryElement } from './registry-element';

function GlucoseLinkRoot({ studyId, onHandoff }: { studyId?: number; onHandoff(detail: SurveyHandoff): void }) {
  const signedIn = useSignedIn();
  // In-gadget sign-in first (the gadget's own session); then the connect step.
  return signedIn ? <GlucoseLinkGadget studyId={studyId} onHandoff={onHandoff} /> : <LoginScreen />;
}

/**
 * `<registry-glucose-link study="101">`: the glucose-device partner flow (issue 17, new mode). The
 * participant signs in inside the gadget, connects their CGM account in the vendor's popup (the
 * page never navigates), then the element dispatches `registry-survey-handoff` with where to go on
 * (the study given, else the core study): the host shows `<registry-survey>` or links there.
 */
export class RegistryGlucoseLinkElement extends RegistryElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'study'];
  }

  private readonly handoff = (detail: SurveyHandoff) => dispatchRegistryEvent(this, 'registry-survey-handoff', detail);

  protected renderScreen() {
    return <GlucoseLinkRoot studyId={studyFrom(this.getAttribute('study'))} onHandoff={this.handoff} />;
  }
}
