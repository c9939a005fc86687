import { LoginScreen } from '../src/features/auth/screens/login-screen';
import { GlucoseLinkGadget, type SurveyHandoff } from '../src/features/glucose-device/components/glucose-link-gadget';
import { useSignedIn } from '../src/shared/session/session-hooks';

export interface GlucoseLinkRootProps {
  studyId?: number;
  onHandoff(detail: SurveyHandoff): void;
}

/** What `<registry-glucose-link>` shows: the in-gadget sign-in first (its own session), then the connect step. */
export function GlucoseLinkRoot({ studyId, onHandoff }: GlucoseLinkRootProps) {
  const signedIn = useSignedIn();
  return signedIn ? <GlucoseLinkGadget studyId={studyId} onHandoff={onHandoff} /> : <LoginScreen />;
}
