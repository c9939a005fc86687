import { Redirect } from 'wouter';
import { GuardedRoutes } from '../src/app/guarded-routes';
import { paths } from '../src/config/paths';
import { GlucoseLinkGadget, type SurveyHandoff } from '../src/features/glucose-device/components/glucose-link-gadget';
import { useSignedIn } from '../src/shared/session/session-hooks';
import { GADGET_SCREENS } from './gadget-screens';

export interface GlucoseLinkRootProps {
  studyId?: number;
  onHandoff(detail: SurveyHandoff): void;
}

// Every place the shared screens may send the participant when they are done (the dashboard after
// signing up or signing in, any other page of the full app) is the gadget's start, which goes on
// to connecting the device.
const BackToStart = () => <Redirect to={paths.root.href()} replace />;

// The account screens of the survey gadget, routed the same way inside this gadget: the sign-in
// form's 'Sign Up' and 'Forgot your password?' links lead to them, never to the host page.
const { login, dualFactor, forgotPassword, resetPassword, register, registerSuccess, forbiddenAccess } = GADGET_SCREENS;
const SCREENS = {
  login,
  dualFactor,
  forgotPassword,
  resetPassword,
  register,
  registerSuccess,
  forbiddenAccess,
  dashboard: BackToStart,
};

/** The gadget's start: signed out, the in-gadget sign-in (which comes back here); signed in, the connect step. */
function GlucoseStart({ studyId, onHandoff }: GlucoseLinkRootProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <Redirect to={paths.login.href(paths.root.href())} replace />;
  return <GlucoseLinkGadget studyId={studyId} onHandoff={onHandoff} />;
}

/** What `<registry-glucose-link>` shows: sign-in or sign-up inside the gadget (its own session), then the connect step. */
export function GlucoseLinkRoot({ studyId, onHandoff }: GlucoseLinkRootProps) {
  return (
    <GuardedRoutes
      start={<GlucoseStart studyId={studyId} onHandoff={onHandoff} />}
      screens={SCREENS}
      otherwise={<BackToStart />}
    />
  );
}
