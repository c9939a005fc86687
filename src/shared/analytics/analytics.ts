import { createContext, useContext } from 'react';

/**
 * The analytics events of the spec (000 §6, 001 §2 Analytics), each with its typed detail.
 * They go to the host's `onAnalyticsEvent` callback (library) or a `registry-analytics` DOM event
 * (embed) and nowhere else: nothing leaves the page unless the host wires it (DECISIONS §8).
 */
export type AnalyticsEvent =
  /** A screen was shown; the same URL twice in a row is reported once. */
  | { name: 'page_view'; path: string }
  /** A participant began a study (also posted to the registry's events call as study data). */
  | { name: 'fe_study_begin'; studyId: number; userStudyId?: number }
  /** A questionnaire was turned to landscape on a phone (it is portrait-only there). */
  | { name: 'rotate_to_landscape'; path: string }
  /** A research opportunity's link was followed. */
  | { name: 'research_click'; studyId: number; userStudyId?: number; url?: string }
  /** A glucose-device account was connected. */
  | { name: 'glucose_device_connected'; vendor?: string }
  /** Registration through a partner-network (jtoken) e-mail link finished. */
  | { name: 'jtoken_registration' };

export type AnalyticsEventName = AnalyticsEvent['name'];

/** The host's callback; it must not throw (a throwing one is caught and logged, never breaks a screen). */
export type AnalyticsHandler = (event: AnalyticsEvent) => void;

/** Reports an event to the host; does nothing when no host wired a handler. */
export type TrackEvent = (event: AnalyticsEvent) => void;

const NOOP: TrackEvent = () => {};

export const AnalyticsContext = createContext<TrackEvent>(NOOP);

/** A feature's way to report an analytics event; the provider decides where it goes. */
export function useTrackEvent(): TrackEvent {
  return useContext(AnalyticsContext);
}

/** The provider's tracker: calls the host's handler (read through `current`), never throws. */
export function createTracker(handler: { readonly current: AnalyticsHandler | undefined }): TrackEvent {
  return (event) => {
    try {
      handler.current?.(event);
    } catch (error) {
      console.error('registry: the onAnalyticsEvent handler threw', error);
    }
  };
}
