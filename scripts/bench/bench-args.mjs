import { parseArgs } from 'node:util';

/**
 * The options `npm run bench` hands to each of its steps (bench-api, bench-pages):
 * `[--ads 100000] [--connections 32] [--duration 15] [--rounds 3] [--only 'a|b'] [--observability] [--compare ../other]`.
 */
export function benchArgs() {
  return parseArgs({
    options: {
      ads: { type: 'string', default: '100000' },
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '15' },
      rounds: { type: 'string', default: '3' },
      // Only the reads whose name contains this, or any of 'a|b' (to look again at some reads without the whole run).
      only: { type: 'string' },
      // Only the rows of metrics and tracing on against off.
      observability: { type: 'boolean', default: false },
      // Only the reads of this build against another checkout's build, alternating (scripts/bench/compare-builds.mjs).
      compare: { type: 'string' },
    },
  }).values;
}
