import net from 'node:net';

/**
 * Loopback listeners that only count the connections they get, one per address (127.0.0.1,
 * 127.0.0.2, ::1, ...) on one port: where an outbound request WOULD land if an address check let it
 * through. A test that a URL is refused asserts they recorded nothing. They close every connection at
 * once (a TLS client then fails; nothing is answered).
 */
export interface ConnectionRecorder {
  port: number;
  /** Connections per listening address. */
  connections: Map<string, number>;
  total(): number;
  close(): Promise<void>;
}

export async function startConnectionRecorder(addresses: readonly string[] = ['127.0.0.1', '127.0.0.2', '::1']): Promise<ConnectionRecorder> {
  // The first listener picks a free port; another address may have it taken already: then try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await listenAll(addresses);
    } catch (err) {
      if (attempt >= 5) throw err;
    }
  }
}

async function listenAll(addresses: readonly string[]): Promise<ConnectionRecorder> {
  const connections = new Map<string, number>();
  const servers: net.Server[] = [];
  const close = () => Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => undefined);
  let port = 0;
  try {
    for (const address of addresses) {
      connections.set(address, 0);
      const server = net.createServer((socket) => {
        connections.set(address, (connections.get(address) ?? 0) + 1);
        socket.destroy();
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, address, () => resolve());
      });
      servers.push(server);
      port = (server.address() as net.AddressInfo).port;
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { port, connections, total: () => [...connections.values()].reduce((a, b) => a + b, 0), close };
}
