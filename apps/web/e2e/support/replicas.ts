import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, root, type Product } from '../../../../scripts/lib/product.cjs';

/** A product started by startProduct, with its processes (one per app, in the order of `apps`). */
export type ProductWithChildren = Product & { children: ChildProcess[] };

export interface Replica {
  child: ChildProcess;
  /** The gateway's address (gateways only). */
  url?: string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export function exitOf(child: ChildProcess): Replica['exited'] {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode, at: Date.now() });
    else child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }));
  });
}

/**
 * One more process of `app` beside a running product (same database, NATS subject space and secrets): a service
 * joins its queue group, a gateway listens on a port of its own. Resolves once it takes work.
 */
export async function startReplica(product: Product, app: string, env: Record<string, string> = {}): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, `dist/apps/${app}/src/main.js`)], {
    cwd: root,
    env: { ...product.env, PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = exitOf(child);
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (app === 'gateway') {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (res?.ok) return { child, exited, url: `http://127.0.0.1:${port}` };
    } else if (log.includes('listening on NATS')) {
      return { child, exited };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${app} replica did not start:\n${log.slice(-2000)}`);
}
