import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback port in front of a stand-in (push service, SMTP server). While `hanging` it accepts each
 * connection and never answers, as a stranger's server that has stopped answering does (no HTTP
 * status, no SMTP greeting: the sender waits for its timeout); otherwise it passes the bytes through
 * to the stand-in behind it, which then answers as usual.
 */
export interface HangingGate {
  /** The gate's port on 127.0.0.1. */
  port: number;
  hanging: boolean;
  /** Connections accepted while hanging (each one a sender left waiting). */
  held: number;
  close(): Promise<void>;
}

export async function startHangingGate(targetPort: number, opts: { hanging?: boolean } = {}): Promise<HangingGate> {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const gate: HangingGate = {
    port: 0,
    hanging: opts.hanging ?? true,
    held: 0,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server = net.createServer((client) => {
    track(client);
    if (gate.hanging) {
      gate.held++;
      return; // accepted, read, never answered
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  gate.port = (server.address() as AddressInfo).port;
  return gate;
}
