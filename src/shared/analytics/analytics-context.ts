import { createContext, useContext } from 'react';

/**
 * The analytics events of the spec (DECISIONS §8), reported through one typed callback: the
 * library's `onAnalyticsEvent` prop, the embed's `registry-analytics` DOM event. Nothing goes to a
 * third party unless a host wires it. Other events join this union as their screens report them.
 */
export type AnalyticsEvent =
  /** A participant registered through a partner-network (jtoken) invitation e-mail. */
  { type: 'registration_jtoken' };

export type AnalyticsHandler = (event: AnalyticsEvent) => void;

export const AnalyticsContext = createContext<AnalyticsHandler>(() => undefined);

/** Reports an analytics event to the host (a no-op when none listens). */
export function useAnalytics(): AnalyticsHandler {
  return useContext(AnalyticsContext);
}
