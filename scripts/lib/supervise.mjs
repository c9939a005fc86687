// Runs a long-lived child (the reference server under `npm start`) so that stopping the parent
// stops it: SIGINT, SIGTERM and SIGHUP are passed on, and the parent then ends the way the child
// did (its exit code, or the signal it was stopped with). `npm start` runs the script under a
// shell that does not pass a `kill` of npm's process on, and the script is left behind with the
// system as its parent: when its parent goes, the child is stopped as if the signal had come.
import { spawn } from 'node:child_process';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Spawns `command args` and ties this process's life to it; returns the child. */
export function supervise(command, args, options = {}, pollMs = 500) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  let stoppedBy = null;
  const stop = (signal) => {
    stoppedBy ??= signal;
    child.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  const orphaned = setInterval(() => process.ppid !== parent && stop('SIGTERM'), pollMs);
  child.on('exit', (code, signal) => {
    clearInterval(orphaned);
    const ending = stoppedBy ?? signal;
    if (ending && code === null) {
      // Ended by a signal: end by the same one (the shell sees 128 + its number).
      for (const s of SIGNALS) process.removeAllListeners(s);
      process.kill(process.pid, ending);
      return;
    }
    process.exit(code ?? 0);
  });
  return child;
}
