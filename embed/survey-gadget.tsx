import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { GuardedRoutes } from '@/app/guarded-routes';
import { usePostLogin, type SignInOutcome } from '@/features/auth/hooks/use-post-login';
import type { SurveyConfig } from './survey-attributes';
import { SURVEY_GADGET_TEXT as T } from './survey-gadget-texts';
import { GadgetHome, GadgetStart } from './gadget-start';
import { GADGET_SCREENS } from './gadget-screens';
import { leavesStudy, resumeHref } from './gadget-exit';

/** The element's `signIn(token)`, once the gadget can run the sign-in flow; null while it cannot. */
export type SignInHandler = (token: string) => Promise<SignInOutcome>;
/** Makes `handler` the element's; returns its release, which clears it only while it is still the element's. */
export type BindSignIn = (handler: SignInHandler) => () => void;

/** Gives the element the sign-in flow a partner's token goes through (the same as the sign-in form's). */
function TokenHandOff({ bind, onSettled }: { bind: BindSignIn; onSettled: () => void }) {
  const { complete } = usePostLogin();
  // Back to the gadget's start, which opens the page's study. The release clears only this
  // handler: a remounted gadget may bind its own before the old one's cleanup runs.
  useEffect(
    () => bind((token) => complete(token, { redirectTo: '/' }).finally(onSettled)),
    [bind, complete, onSettled],
  );
  return null;
}

/**
 * The inside of `<registry-survey>`, loaded when the element first renders: the survey of one
 * study in the gadget layout, with sign-in inside the gadget. Every other place the screens may
 * send the participant (the dashboard, the profile) is the gadget's home, which leads back in.
 */
export function SurveyGadget({
  config,
  bindSignIn,
  signInPending,
}: {
  config: SurveyConfig;
  bindSignIn: BindSignIn;
  /** True when the partner handed a token over before the gadget had loaded. */
  signInPending: () => boolean;
}) {
  // A token waiting at start: the gadget opens the survey without first showing (and loading) the sign-in form.
  const [handingOff, setHandingOff] = useState(signInPending);
  const settled = useCallback(() => setHandingOff(false), []);
  // The gadget's current and previous locations (path and query), for its dashboard route below.
  const trail = useRef(['/', '']);
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  if (trail.current[0] !== here) trail.current = [here, trail.current[0]];
  // Screens shared with the full app send a participant to the dashboard, which the gadget has not:
  // leaving the study, to its 'Your answers are saved' page; after signing in or up, to its start,
  // which opens the page's study.
  const [screens] = useState(() => ({
    ...GADGET_SCREENS,
    dashboard: () =>
      leavesStudy(trail.current[1]) ? (
        <GadgetHome resume={resumeHref(trail.current[1])} />
      ) : (
        <Redirect to="/" replace />
      ),
  }));
  return (
    <>
      <TokenHandOff bind={bindSignIn} onSettled={settled} />
      {config.heading && <h2 className="registry-gadget__heading">{config.heading}</h2>}
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <GuardedRoutes
          start={<GadgetStart target={config.target} source={config.source} signingIn={handingOff} />}
          screens={screens}
          otherwise={<GadgetHome />}
        />
      </Suspense>
    </>
  );
}
