import { spawn } from 'node:child_process';
import path from 'node:path';

interface DrillReport {
  requests: { sent: number; failed: number };
  ads: { posted: number; stored: number; queued: number; decided: number };
  events: { accepted: number; stored: number };
  messages: { sent: number; delivered: number };
  lost: string[];
}

// `npm run drill` in short: two replicas of everything, one of each stopped (SIGTERM) and killed (SIGKILL) under load.
// Requests that fail while a replica goes are reported, not judged here; a write the product accepted and then lost
// fails the test.
describe('the fault drill', () => {
  it('loses no accepted write when one replica of every app is stopped and one killed under load', async () => {
    const root = path.resolve(__dirname, '../../..');
    const drill = spawn(process.execPath, ['scripts/drill.mjs', '--seconds', '15', '--json'], { cwd: root });
    let out = '';
    let err = '';
    drill.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    drill.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => drill.once('exit', resolve));
    // The figures in the test output, for whoever reads the CI log.
    console.log(err);
    const figures = out.trim().split('\n').pop();
    if (!figures) throw new Error(`the drill printed no figures (exit ${code}):\n${err}`);
    const report = JSON.parse(figures) as DrillReport;
    expect(report.lost).toEqual([]);
    expect(code).toBe(0);
    expect(report.ads.posted).toBeGreaterThan(0);
    expect(report.events.accepted).toBeGreaterThan(0);
    expect(report.messages.sent).toBeGreaterThan(0);
    expect(report.requests.sent).toBeGreaterThan(report.requests.failed);
  }, 600_000);
});
