// Imported first by main.ts: the instrumentations patch http, express and pg as they are first loaded (tracing.ts).
import { startTracing } from '@surimarkt/server/tracing';

startTracing('billing-service');
