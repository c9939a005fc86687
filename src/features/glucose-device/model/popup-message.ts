// The message the popup's return page (/glucose-device/return) posts to the gadget's page: the
// vendor's answer as it came (code and state, or an error), for the gadget to complete the link.

export const GLUCOSE_RETURN_MESSAGE = 'registry-glucose-return';

export interface GlucoseReturnMessage {
  type: typeof GLUCOSE_RETURN_MESSAGE;
  /** The return address's query string, as the vendor sent it. */
  search: string;
}

/** A message event's data when it is the popup's answer (anything else on the window is ignored). */
export function asReturnMessage(data: unknown): GlucoseReturnMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { type, search } = data as Record<string, unknown>;
  if (type !== GLUCOSE_RETURN_MESSAGE || typeof search !== 'string' || search.length > 2000) return undefined;
  return { type, search };
}
