import { lazy, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { GlucoseLinkGadget, type SurveyHandoff } from '@/features/glucose-device/components/glucose-link-gadget';
import { useSignedIn } from '@/shared/session/session-hooks';

export interface GlucoseLinkRootProps {
  studyId?: number;
  onHandoff(detail: SurveyHandoff): void;
}

const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

// The account screens the sign-in links to, each the same chunk <registry-survey> loads for them
// (the sign-in itself comes with this module: it is the gadget's first screen). This gadget keeps
// its own small switch instead of the survey gadget's guarded route table: sharing that table
// would split it out of the survey gadget's chunk into one more request on the survey's first screen.
const DualFactor = screen(() => import('@/features/auth/screens/dual-factor-screen'), 'DualFactorScreen');
const ForgotPassword = screen(() => import('@/features/auth/screens/forgot-password-screen'), 'ForgotPasswordScreen');
const ResetPassword = screen(() => import('@/features/auth/screens/reset-password-screen'), 'ResetPasswordScreen');
const Register = screen(() => import('@/features/auth/screens/register-screen'), 'RegisterScreen');
const ForbiddenAccess = screen(
  () => import('@/features/auth/screens/forbidden-access-screen'),
  'ForbiddenAccessScreen',
);

/** Signed out: the sign-in and the screens its links lead to; any other place is the sign-in, which comes back to the start. */
const SIGNED_OUT = [
  <Route key="login" path={paths.login.path}>
    <LoginScreen />
  </Route>,
  <Route key="register" path={paths.register.path} component={Register} />,
  <Route key="forgot" path={paths.forgotPassword.path} component={ForgotPassword} />,
  <Route key="reset" path={paths.resetPassword.path} component={ResetPassword} />,
  <Route key="dual" path={paths.dualFactor.path} component={DualFactor} />,
  <Route key="other">
    <Redirect to={paths.login.href(paths.root.href())} replace />
  </Route>,
];

/**
 * Signed in: the connect step at the start. A sign-in or sign-up being finished keeps its form on
 * screen behind its questions (SMS consent, profile type) until it sends the participant on; wherever
 * the shared screens then send them (the registry's welcome after signing up, the dashboard) is the
 * start: Sign Up goes straight on to connecting the device.
 */
function signedInRoutes({ studyId, onHandoff }: GlucoseLinkRootProps) {
  return [
    <Route key="start" path={paths.root.path}>
      <GlucoseLinkGadget studyId={studyId} onHandoff={onHandoff} />
    </Route>,
    <Route key="login" path={paths.login.path}>
      <LoginScreen />
    </Route>,
    <Route key="register" path={paths.register.path} component={Register} />,
    <Route key="dual" path={paths.dualFactor.path} component={DualFactor} />,
    <Route key="other">
      <Redirect to={paths.root.href()} replace />
    </Route>,
  ];
}

/** What `<registry-glucose-link>` shows: sign-in or sign-up inside the gadget (its own session), then the connect step. */
export function GlucoseLinkRoot(props: GlucoseLinkRootProps) {
  const signedIn = useSignedIn();
  return (
    <Switch>
      <Route path={paths.forbiddenAccess.path} component={ForbiddenAccess} />
      {signedIn ? signedInRoutes(props) : SIGNED_OUT}
    </Switch>
  );
}
