import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ParticipantProfile } from '@contract';
import { useApiClient } from '../shared/api/api-context';
import { updateProfile } from '../shared/api/calls/update-profile';
import { activeLocale, isLocale, type Locale } from '../shared/i18n/locale';
import { switchLocaleLater } from '../shared/i18n/switch-locale-later';
import { linkLocaleOfPage, rememberLocale } from '../shared/language/remembered-locale';
import { useSession } from '../shared/session/session-context';
import { LanguageChoiceContext, type LanguageChoice } from '../shared/ui/language/language-choice';

/** What the host knows between profile loads. */
interface ChoiceState {
  /** A language chosen (by the page's link, or while the profile was loading) that the profile has yet to get. */
  pending: Locale | null;
  /** The participant and preferred language of the last profile seen (undefined once signed out). */
  seen?: { user: number; language?: Locale };
}

/**
 * The participant's choice of language (DECISIONS §12) for the library and the standalone site.
 * Choosing shows the page in the language and remembers it in the browser; signed in, it is saved
 * as the participant's preferred language, so it follows them to other devices and their documents
 * and messages are in it (a session with a pending step too, which may change only that). When a profile arrives (sign-in, a
 * reload) whose preferred language differs from the last one seen, the page switches to it; a
 * link's `?lang` wins over it and is saved instead. A host that passes the `locale` prop decides
 * the language itself: no choice is offered and the profile's is not followed.
 */
export function LanguageChoiceHost({ hostLocale, children }: { hostLocale?: Locale; children: ReactNode }) {
  const client = useApiClient();
  const session = useSession();
  const [state] = useState<ChoiceState>(() => ({ pending: linkLocaleOfPage() }));

  const save = useMemo(
    () => async (profile: ParticipantProfile, locale: Locale) => {
      const token = session.token.peek();
      if (profile.preferred_language === locale) return;
      // Sent alone, as a session with a step to finish first (hand-off, re-consent, assent) may
      // change the language and nothing else: its documents and messages follow the page.
      const saved = await updateProfile(client, profile.id, { preferred_language: locale });
      // Signed out or another participant meanwhile: the answer belongs to an ended session.
      if (session.token.peek() === token) session.setProfile(saved);
    },
    [client, session],
  );

  const choice = useMemo<LanguageChoice | null>(
    () =>
      hostLocale
        ? null
        : {
            async choose(locale) {
              await switchLocaleLater(locale);
              rememberLocale(locale);
              const profile = session.profile.peek();
              // Signed out, the browser's remembered choice is all there is; at sign-in the profile's wins.
              state.pending = session.token.peek() && !profile ? locale : null;
              if (session.token.peek() && profile) await save(profile, locale);
            },
          },
    [hostLocale, save, session, state],
  );

  useEffect(() => {
    if (hostLocale) return undefined;
    return session.profile.subscribe((profile) => {
      if (!profile) {
        state.seen = undefined;
        return;
      }
      const language = isLocale(profile.preferred_language) ? profile.preferred_language : undefined;
      const before = state.seen;
      state.seen = { user: profile.id, language };
      const wanted = state.pending;
      if (wanted) {
        // The page's choice wins and becomes the profile's; its saved profile then changes nothing here.
        state.pending = null;
        void save(profile, wanted).catch(() => undefined);
        return;
      }
      if (!language || (before?.user === profile.id && before.language === language)) return;
      if (language === activeLocale.peek()) rememberLocale(language);
      else
        switchLocaleLater(language).then(
          () => rememberLocale(language),
          () => undefined,
        );
    });
  }, [hostLocale, save, session, state]);

  return <LanguageChoiceContext.Provider value={choice}>{children}</LanguageChoiceContext.Provider>;
}
