import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; at: number }[];
  close(): Promise<void>;
}

/** A local HTTP server standing in for an external service in tests. */
export async function startStandIn(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers, at: Date.now() });
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
