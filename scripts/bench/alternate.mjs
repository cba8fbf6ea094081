/**
 * Runs each of `runs` once unmeasured (`warmUpSeconds`: the figures are not Node's JIT warm-up or cold buffers), then
 * `rounds` rounds of each in turn (this VM's speed drifts within minutes, so what is compared runs side by side), and
 * answers each one's median round by req/s. A run is `(seconds?) => Promise<{ rps, ... }>`.
 */
export async function alternate(runs, { rounds, warmUpSeconds, roundSeconds }) {
  for (const run of runs) await run(warmUpSeconds);
  const results = runs.map(() => []);
  for (let i = 0; i < rounds; i++) for (const [j, run] of runs.entries()) results[j].push(await run(roundSeconds));
  return results.map((list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)]);
}
