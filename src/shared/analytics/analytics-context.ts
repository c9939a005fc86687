import { createContext, useContext } from 'react';

// The spec's analytics events (DECISIONS §8) go through one typed callback, `onAnalyticsEvent`,
// given to the provider (the embed turns it into a `registry-analytics` DOM event). Nothing is
// sent anywhere unless a host wires it. Features report through useAnalytics().

export type AnalyticsEvent =
  | { type: 'page_view'; path: string }
  | { type: 'fe_study_begin'; studyId: number; userStudyId: number }
  | { type: 'rotate_to_landscape'; path: string }
  | { type: 'research_click'; studyId: number; userStudyId: number; url: string }
  | { type: 'glucose_device_connected' }
  | { type: 'jtoken_registration' };

export type AnalyticsReporter = (event: AnalyticsEvent) => void;
export type AnalyticsHandler = AnalyticsReporter;

export const AnalyticsContext = createContext<AnalyticsReporter>(() => undefined);

/** The reporter of the nearest provider; a no-op when the host wired no callback. */
export function useAnalytics(): AnalyticsReporter {
  return useContext(AnalyticsContext);
}
