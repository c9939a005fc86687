import { createContext, useContext } from 'react';
import { createFeedbackStore, type FeedbackStore } from './feedback-store';

/** The app instance's feedback store; the provider supplies it, a bare render gets a private one. */
export const FeedbackContext = createContext<FeedbackStore>(createFeedbackStore());

export function useFeedback(): FeedbackStore {
  return useContext(FeedbackContext);
}
