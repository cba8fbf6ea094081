// Imported first by main.ts: the pg instrumentation patches pg as it is first loaded (libs/server telemetry/tracing.ts).
import { startTracing } from '@surimarkt/server/tracing';

startTracing('gateway');
