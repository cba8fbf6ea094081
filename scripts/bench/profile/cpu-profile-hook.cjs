// Loaded with --require into the apps the profile bench starts. The app named PROFILE_APP waits for the file
// `${PROFILE_FILE}.start` (the bench makes it once the load is warm), then records its CPU profile for PROFILE_MS and
// writes it to PROFILE_FILE (Chrome's .cpuprofile format).
const app = /apps\/([^/]+)\/src\/main\.js$/.exec(process.argv[1] ?? '')?.[1];
if (app && app === process.env.PROFILE_APP) {
  const { existsSync, writeFileSync } = require('node:fs');
  const { Session } = require('node:inspector');
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
        writeFileSync(process.env.PROFILE_FILE, JSON.stringify(profile));
      },
      Number(process.env.PROFILE_MS ?? 8000),
    );
  }, 200);
  waiting.unref();
}
