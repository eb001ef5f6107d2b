import http from 'node:http';
import type { Registry } from 'prom-client';

/**
 * METRICS_PORT: the metrics without a token on a port of their own, bound to 127.0.0.1, for a
 * Prometheus agent on the same machine (or in the same container network namespace).
 */
export async function startMetricsServer(registry: Registry, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
