// Keeps the product's processes running under `npm start`, as Kubernetes keeps pods running: a process that dies
// (a crash, an out-of-memory kill, `kill -9`) is started again after a short back-off while the others keep
// serving; the gateway answers 503 for what needs the missing service meanwhile. Each death and return is logged.

/** First delay before a restart; doubled for a process that dies again within STABLE_MS, up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_MS = 30_000;

const time = () => new Date().toISOString().slice(11, 19);

/**
 * commands: concurrently's Command objects. Answers stop(), which ends every process for good and resolves
 * when all have exited.
 */
export function supervise(commands, log = (line) => console.error(line)) {
  let stopping = false;
  const state = new Map(commands.map((c) => [c, { startedAt: Date.now(), delay: FIRST_DELAY_MS, exited: false }]));

  for (const command of commands) {
    command.close.subscribe(({ exitCode }) => {
      const s = state.get(command);
      s.exited = true;
      if (stopping) return;
      // A process that ran a while waits the first delay; one that keeps dying waits longer each time.
      const wait = Date.now() - s.startedAt < STABLE_MS ? s.delay : FIRST_DELAY_MS;
      s.delay = Math.min(wait * 2, MAX_DELAY_MS);
      log(
        `[supervisor] ${time()} ${command.name} stopped (${describeExit(exitCode)}); ` +
          `starting it again in ${wait / 1000} s, the others keep running`,
      );
      setTimeout(() => {
        if (stopping) return;
        s.startedAt = Date.now();
        s.exited = false;
        command.start();
        log(`[supervisor] ${time()} ${command.name} started again (pid ${command.pid})`);
      }, wait);
    });
  }

  return {
    stop() {
      stopping = true;
      for (const command of commands) if (!state.get(command).exited) command.kill('SIGTERM');
      return new Promise((resolve) => {
        const check = setInterval(() => {
          if ([...state.values()].every((s) => s.exited)) {
            clearInterval(check);
            resolve();
          }
        }, 100);
      });
    },
  };
}

function describeExit(exitCode) {
  return typeof exitCode === 'number' ? `exit code ${exitCode}` : `signal ${exitCode}`;
}
