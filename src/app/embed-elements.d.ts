// Public types of the embed (`@t1d-registry/participant-app/embed`): the custom elements, their
// attributes and their DOM events, for any page: DOM types only, nothing from React (a site without
// React needs no @types/react). JSX typings for React hosts are apart, in embed-jsx.d.ts
// (`@t1d-registry/participant-app/embed/jsx`). Published as lib/embed/registry-embed.d.ts;
// embed/events.ts dispatches exactly these details. The analytics events and theme keys repeat the
// library's (AnalyticsEvent, ThemeKey); embed-elements.test.ts checks that they stay equal.

/** One of the spec's analytics events (DECISIONS §8), as the library's `AnalyticsEvent`. */
export type RegistryAnalyticsEvent =
  | { name: 'page_view'; path: string }
  | { name: 'fe_study_begin'; studyId: number; userStudyId?: number }
  | { name: 'rotate_to_landscape'; path: string }
  | { name: 'research_click'; studyId: number; userStudyId?: number; url?: string }
  | { name: 'glucose_device_connected'; vendor?: string }
  | { name: 'jtoken_registration' };

/** The theme's custom properties (`--registry-<key>`), as the library's `ThemeKey`. */
export type RegistryThemeKey =
  | 'primary'
  | 'primary-contrast'
  | 'primary-hover'
  | 'text'
  | 'text-muted'
  | 'background'
  | 'surface'
  | 'border'
  | 'focus'
  | 'error'
  | 'warning'
  | 'success'
  | 'font-family'
  | 'font-size'
  | 'radius';

/** `event.detail` of each DOM event a registry element dispatches on itself (bubbling, composed). */
export interface RegistryEventDetails {
  /** The gadget has rendered its first screen. */
  'registry-ready': { tag: string };
  /**
   * A participant signed in inside the gadget. `partnerRef`: the reference this partner's gadget
   * gave when it started the participant's registration (`partner-ref`), as the registry answers it
   * back to this origin only; null when this partner gave none.
   */
  'registry-signed-in': { userId: number | null; accountState: string | null; partnerRef: string | null };
  /**
   * A study procedure was submitted (the survey gadget). `partnerRef`: the reference the registry
   * stored with this submission (the gadget's `partner-ref` when it submitted it), answered back to
   * this origin only; null otherwise.
   */
  'registry-procedure-submitted': { studyId: number; procedure: string; partnerRef: string | null };
  /** A participant finished every procedure of a survey (the survey gadget). */
  'registry-survey-completed': { studyId: number };
  /** A request to the registry failed: a network failure (`status` 0) or a server error (5xx); `path` is the request's path (`/api/registry/me`), without origin or query. */
  'registry-error': { status: number; path: string; message: string };
  /** One of the spec's analytics events (DECISIONS §8); the host decides where, if anywhere, it goes. */
  'registry-analytics': RegistryAnalyticsEvent;
  /**
   * `<registry-glucose-link>`: the device is connected; go on to the survey of `studyId` (the
   * participant's user study `userStudyId`; both null when no such study was found).
   */
  'registry-survey-handoff': {
    userId: number;
    studyId: number | null;
    userStudyId: number | null;
    alreadyLinked: boolean;
  };
}

export type RegistryEventName = keyof RegistryEventDetails;
export type RegistryEvent<K extends RegistryEventName = RegistryEventName> = CustomEvent<RegistryEventDetails[K]>;
/** Each event by name, as a listener on the element, the document or the window sees it (they bubble out of the shadow root). */
export type RegistryEventMap = { [K in RegistryEventName]: RegistryEvent<K> };

/** What every registry element offers the page's scripts. */
export interface RegistryElementMethods {
  /** Resolves once the gadget has rendered its first screen (when `registry-ready` is dispatched). */
  readonly ready: Promise<void>;
  /** Signs the participant out of the gadget (its session and unsaved drafts end); it shows its first screen again. */
  signOut(): Promise<void>;
}

type ThemeAttributes = { [K in RegistryThemeKey as `theme-${K}`]?: string };

/** Attributes every registry element takes (invalid values are ignored with a console warning). */
export interface RegistryElementAttributes extends ThemeAttributes {
  /** The registry API, e.g. `https://registry.example.org/api` (allow-list your origin with the registry). */
  'api-base'?: string;
  environment?: 'development' | 'qa' | 'sb' | 'staging' | 'prod';
  /** `isolated` (default): the gadget keeps its own session in memory. `shared`: the page's session storage. */
  session?: 'isolated' | 'shared';
  /** The gadget's language: `en` or `es` (default: English); its root's `lang` follows it, and changing it switches in place. */
  lang?: 'en' | 'es';
  /** CSP nonce for the gadget's <style> where constructed stylesheets are unsupported. */
  nonce?: string;
}

/**
 * What a gadget's page to frame (`/embed/frame/…`) posts to its parent, whose origin is the target:
 * each DOM event the gadget dispatches, and the page's height in CSS pixels whenever it changes.
 */
export type RegistryFrameMessage =
  | {
      [K in RegistryEventName]: { type: 'registry-event'; name: K; detail: RegistryEventDetails[K] };
    }[RegistryEventName]
  | { type: 'registry-height'; height: number };

export interface RegistryFaqAttributes extends RegistryElementAttributes {
  /** The visible title (default 'Frequently Asked Questions'). */
  heading?: string;
  /** The title's level, to fit the host's outline: 2 (default), 3 or 4. */
  'heading-level'?: '2' | '3' | '4' | 2 | 3 | 4;
}

/** `<registry-faq>`: the registry's questions and answers, one answer open at a time. */
export declare class RegistryFaqElement extends HTMLElement implements RegistryElementMethods {
  readonly ready: Promise<void>;
  signOut(): Promise<void>;
}

/** The sign-up form's first values, from what the partner knows of the participant (who can change them). */
export interface RegistryPrefillAttributes {
  /** At most 254 characters, one line. */
  'prefill-email'?: string;
  /** At most 100 characters, one line. */
  'prefill-first-name'?: string;
  /** At most 100 characters, one line. */
  'prefill-last-name'?: string;
  /**
   * The partner's own reference for the participant (opaque, 1 to 128 printable ASCII characters): kept
   * with the registration the gadget starts and each procedure submitted through it, with the
   * page's origin; answered back in `registry-signed-in` and `registry-procedure-submitted` to this
   * origin only, never shown to another partner.
   */
  'partner-ref'?: string;
}

export interface RegistryGlucoseLinkAttributes extends RegistryElementAttributes, RegistryPrefillAttributes {
  /** The study to go on to once the device is connected (default: the core study). */
  study?: string | number;
}

/** `<registry-glucose-link>`: in-gadget sign-in, then the glucose-device connection (vendor in a popup). */
export declare class RegistryGlucoseLinkElement extends HTMLElement implements RegistryElementMethods {
  readonly ready: Promise<void>;
  signOut(): Promise<void>;
}

export interface RegistrySurveyAttributes extends RegistryElementAttributes, RegistryPrefillAttributes {
  /** The study to open; the gadget finds the signed-in participant's user study of it. */
  'study-id'?: string | number;
  /** Or the participant's user study itself (with `study-id`, both must agree). */
  'user-study-id'?: string | number;
  /** The study source: `public` (default, the public application part), `registry`, `registry_jaeb` or `jaeb`. */
  source?: 'public' | 'registry' | 'registry_jaeb' | 'jaeb';
  /** The survey partner's mode (runtime setting `surveyPartner.mode`); used only with `partner-client-id`. */
  'partner-mode'?: string;
  /** The survey partner's client id (runtime setting `surveyPartner.clientId`). */
  'partner-client-id'?: string;
  /** A visible title above the survey (none by default). */
  heading?: string;
}

/** How a sign-in ended: signed in and the study opened, refused (not a participant, unknown account state), signed out, or failed. */
export type RegistrySignInOutcome = 'signed-in' | 'forbidden' | 'invalid-state' | 'signed-out' | 'failed';

/** `<registry-survey>`: one study's survey in the gadget layout, with sign-in inside the gadget. */
export declare class RegistrySurveyElement extends HTMLElement implements RegistryElementMethods {
  readonly ready: Promise<void>;
  signOut(): Promise<void>;
  /**
   * The token hand-off: signs in with a registry token the partner site obtained for the
   * participant (instead of the gadget's sign-in form), then opens the study. Rejects when the
   * token is not a non-empty string.
   */
  signIn(token: string): Promise<RegistrySignInOutcome>;
}

declare global {
  interface HTMLElementTagNameMap {
    'registry-faq': RegistryFaqElement;
    'registry-glucose-link': RegistryGlucoseLinkElement;
    'registry-survey': RegistrySurveyElement;
  }
  // The events bubble (composed) out of the gadget: typed on the element, the document and the window.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the events into the DOM's map
  interface HTMLElementEventMap extends RegistryEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface DocumentEventMap extends RegistryEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface WindowEventMap extends RegistryEventMap {}
}
