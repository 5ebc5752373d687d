// Starts servers.ts in a child process (the load generator must not share the servers' event loop) and waits for its ports.
import { fork, type ChildProcess } from 'node:child_process';
import type { TServerPorts } from './servers';

export function startServers(databaseUrl: string): Promise<{ child: ChildProcess; ports: TServerPorts }> {
  const child = fork(new URL('./servers.ts', import.meta.url), [], {
    // BENCH_PROFILE=1: servers.ts writes a V8 CPU profile of each measured saturation run to bench/profiles/.
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited (${code})`)));
    child.on('message', (message: { type: string; ports: TServerPorts }) => {
      if (message.type === 'ready') resolve({ child, ports: message.ports });
    });
  });
}

/** Stops a child of startServers (it closes its pools on disconnect) and waits until it has exited. */
export function stopServers(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}
