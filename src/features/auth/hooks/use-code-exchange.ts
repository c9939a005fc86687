import { useEffect, useRef, useState } from 'react';

/** What an exchange ends with: the problem to show the participant, or null once it has moved on. */
export type ExchangeOutcome = string | null;

/**
 * Runs the exchange of a provider's answer (its one-time code) once, on the first render, and holds
 * the problem it ends with. Once only, not once per effect run: React's StrictMode runs effects
 * twice, and a code the provider handed out can be exchanged a single time.
 */
export function useCodeExchange(exchange: () => ExchangeOutcome | Promise<ExchangeOutcome>): ExchangeOutcome {
  const [problem, setProblem] = useState<ExchangeOutcome>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const outcome = exchange();
    if (typeof outcome === 'string' || outcome === null) setProblem(outcome);
    else void outcome.then(setProblem);
  }, [exchange]);

  return problem;
}
