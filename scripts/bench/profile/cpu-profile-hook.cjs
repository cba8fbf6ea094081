// Loaded with --require into the apps the profile bench starts (and, through NODE_OPTIONS, into their worker threads).
// The app named PROFILE_APP waits for the file `${PROFILE_FILE}.start` (the bench makes it once the load is warm), then
// records its CPU profile for PROFILE_MS and writes it to PROFILE_FILE (Chrome's .cpuprofile format). With
// PROFILE_THREAD=worker the app's worker threads are recorded instead of its main thread (the gateway's page renders
// run in a pool of them), each to `${PROFILE_FILE}.thread-<id>`.
const { isMainThread, threadId } = require('node:worker_threads');
// A worker's argv names its own script: it learns its app from the environment its main thread leaves it.
const app = isMainThread ? /apps\/([^/]+)\/src\/main\.js$/.exec(process.argv[1] ?? '')?.[1] : process.env.PROFILE_OWNER;
if (isMainThread && app) process.env.PROFILE_OWNER = app;
const wanted = process.env.PROFILE_THREAD === 'worker' ? !isMainThread : isMainThread;
if (app && app === process.env.PROFILE_APP && wanted) {
  const { existsSync, writeFileSync } = require('node:fs');
  const { Session } = require('node:inspector');
  const file = isMainThread ? process.env.PROFILE_FILE : `${process.env.PROFILE_FILE}.thread-${threadId}`;
  const session = new Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  const waiting = setInterval(async () => {
    if (!existsSync(`${process.env.PROFILE_FILE}.start`)) return;
    clearInterval(waiting);
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
    setTimeout(
      async () => {
        const { profile } = await post('Profiler.stop');
        writeFileSync(file, JSON.stringify(profile));
      },
      Number(process.env.PROFILE_MS ?? 8000),
    );
  }, 200);
  waiting.unref();
}
