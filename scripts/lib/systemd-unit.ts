import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The [Service] section of deploy/systemd/registry-api@.service as systemd reads it: the deployment
// e2e starts its API processes from it, and the API bench (scripts/bench-api.ts) runs the built
// server with its environment, so both measure the process as the unit starts it.

export interface UnitService {
  workingDirectory: string;
  environment: Record<string, string>;
  environmentFile: string;
  execStart: string[];
  timeoutStopSec: number;
}

/** The [Service] section of a unit file, for the instance `%i`. */
export function readUnit(text: string, instance: string): UnitService {
  const service = text.split(/^\[Service\]$/m)[1].split(/^\[/m)[0];
  const values = (key: string) =>
    [...service.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1].replace(/%i/g, instance).trim());
  const one = (key: string) => {
    const [v] = values(key);
    if (v === undefined) throw new Error(`the unit has no ${key}=`);
    return v;
  };
  // Environment= takes NAME=value words; a quoted word may hold spaces ("NODE_OPTIONS=--a --b").
  const environment = Object.fromEntries(
    values('Environment').flatMap((line) =>
      [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => {
        const word = m[1] ?? m[2];
        const at = word.indexOf('=');
        return [word.slice(0, at), word.slice(at + 1)] as [string, string];
      }),
    ),
  );
  return {
    workingDirectory: one('WorkingDirectory'),
    environment,
    environmentFile: one('EnvironmentFile'),
    execStart: one('ExecStart').split(/\s+/),
    timeoutStopSec: Number(one('TimeoutStopSec')),
  };
}

/** What the API unit sets for every process beside its port and address (memory settings and the like). */
export function unitEnvironment(root: string): Record<string, string> {
  const unit = readUnit(readFileSync(join(root, 'deploy/systemd/registry-api@.service'), 'utf8'), '0');
  const { PORT: _port, HOST: _host, ...rest } = unit.environment;
  return rest;
}
