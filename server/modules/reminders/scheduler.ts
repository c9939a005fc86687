import { runReminders, type ReminderRunDeps, type RunSummary } from './run';

// The reminder scheduler of one API process: a run every REGISTRY_REMINDER_INTERVAL_S seconds (the
// first soon after start), never two of this process at once; across processes the run's advisory
// lock (run.ts) lets one run at a time. Its clock is injectable, so tests move time instead of
// waiting, and `runOnce` runs it at a moment of their choosing.

export interface ReminderScheduler {
  /** One run at `at` (default: the clock's now), after the run in hand if any. */
  runOnce(at?: Date): Promise<RunSummary>;
  /** No further runs; waits for the one in hand. */
  stop(): Promise<void>;
}

export interface SchedulerOptions extends ReminderRunDeps {
  /** Seconds between runs; 0: no runs of its own (runOnce still runs). */
  intervalSeconds: number;
  clock?: () => Date;
  log?: (line: string) => void;
}

/** How soon after start the first run comes (at most the interval). */
const FIRST_RUN_SECONDS = 10;

export function startReminderScheduler(options: SchedulerOptions): ReminderScheduler {
  const { intervalSeconds, log } = options;
  const clock = options.clock ?? (() => new Date());
  let running: Promise<RunSummary> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOnce(at: Date = clock()): Promise<RunSummary> {
    while (running) await running.catch(() => undefined);
    const run = runReminders(options, at);
    running = run;
    try {
      return await run;
    } finally {
      if (running === run) running = undefined;
    }
  }

  function schedule(seconds: number) {
    if (stopped || intervalSeconds <= 0) return;
    timer = setTimeout(() => {
      runOnce()
        .then((s) => {
          if (s.sent > 0 || s.missedRecorded > 0)
            log?.(`reminders: ${s.sent} sent, ${s.setAside} set aside, ${s.missedRecorded} missed studies recorded`);
        })
        .catch((error: unknown) => log?.(`reminders: the run failed: ${String(error)}`))
        .finally(() => schedule(intervalSeconds));
    }, seconds * 1000);
    timer.unref?.();
  }

  schedule(Math.min(intervalSeconds, FIRST_RUN_SECONDS));
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
