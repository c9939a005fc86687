import { Suspense, useEffect } from 'react';
import { GuardedRoutes } from '../src/app/guarded-routes';
import { usePostLogin, type SignInOutcome } from '../src/features/auth/hooks/use-post-login';
import type { SurveyConfig } from './survey-attributes';
import { SURVEY_GADGET_TEXT as T } from './survey-gadget-text';
import { GadgetHome, GadgetStart } from './gadget-start';
import { GADGET_SCREENS } from './gadget-screens';

/** The element's `signIn(token)`, once the gadget can run the sign-in flow; null while it cannot. */
export type SignInHandler = (token: string) => Promise<SignInOutcome>;

/** Gives the element the sign-in flow a partner's token goes through (the same as the sign-in form's). */
function TokenHandOff({ bind }: { bind: (handler: SignInHandler | null) => void }) {
  const { complete } = usePostLogin();
  useEffect(() => {
    // Back to the gadget's start, which opens the page's study.
    bind((token) => complete(token, { redirectTo: '/' }));
    return () => bind(null);
  }, [bind, complete]);
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
}: {
  config: SurveyConfig;
  bindSignIn: (handler: SignInHandler | null) => void;
}) {
  return (
    <>
      <TokenHandOff bind={bindSignIn} />
      {config.heading && <h2 className="registry-gadget__heading">{config.heading}</h2>}
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <GuardedRoutes
          start={<GadgetStart target={config.target} source={config.source} />}
          screens={GADGET_SCREENS}
          otherwise={<GadgetHome />}
        />
      </Suspense>
    </>
  );
}
