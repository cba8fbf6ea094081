// A stand-in OTLP/HTTP collector on loopback for the bench: takes every batch of spans, counts them, answers 200, so
// the exporter's whole cost (serialising, sending) is paid without a real collector's.
import http from 'node:http';

export async function startOtlpSink() {
  const received = { batches: 0, spans: 0 };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.batches++;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resource of body.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) received.spans += scope.spans?.length ?? 0;
      } catch {
        // A protobuf body: counted as a batch only.
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    received,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
