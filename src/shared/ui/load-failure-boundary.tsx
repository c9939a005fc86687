import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recoverFromLoadFailure } from '../lib/recover-load';
import { Button } from './button';
import { CARD_CLASS } from './card';
import { LOAD_FAILURE_TEXTS as T } from './load-failure-texts';

export interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** The message's heading level: 1 where it replaces a whole screen, lower inside one. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** How "Try again" recovers; the page's reload once the server answers (recover-load.ts). */
  recover?: () => Promise<'reloading' | 'unreachable'>;
  /** A change of it (another question, another route) draws the children again. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  checking: boolean;
  /** Tries that found the server unreachable: each one says the message again. */
  attempts: number;
}

/** Each boundary's heading id: two parts failing on one page (two questions) must not share one. */
let boundaries = 0;

const recoverPage = () =>
  recoverFromLoadFailure({
    href: window.location.href,
    fetch: window.fetch.bind(window),
    reload: () => window.location.reload(),
  });

/**
 * Instead of a blank page: a part that could not be loaded (its chunk fetched while the network was
 * down) or drawn shows the spec's failure message and "Try again", in place of that part only. The
 * error still reaches the page's error reporting (window `error`, frontend-log.ts).
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, State> {
  override state: State = { failed: false, checking: false, attempts: 0 };
  private readonly titleId = `registry-load-failure-title-${++boundaries}`;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (typeof window !== 'undefined' && typeof window.reportError === 'function') window.reportError(error);
  }

  override componentDidUpdate(previous: LoadFailureBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, attempts: 0 });
  }

  private retry = async () => {
    this.setState({ checking: true });
    const outcome = await (this.props.recover ?? recoverPage)();
    if (outcome === 'unreachable') this.setState(({ attempts }) => ({ checking: false, attempts: attempts + 1 }));
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const Heading = `h${this.props.headingLevel ?? 1}` as const;
    return (
      <section className={`${CARD_CLASS} registry-load-failure`} aria-labelledby={this.titleId}>
        {/* Keyed by the tries, so a screen reader hears the message again after each one that failed. */}
        <div key={this.state.attempts} role="alert">
          <Heading id={this.titleId}>{T.title}</Heading>
          <p>{T.body}</p>
        </div>
        <Button loading={this.state.checking} onClick={() => void this.retry()}>
          {T.retry}
        </Button>
      </section>
    );
  }
}
