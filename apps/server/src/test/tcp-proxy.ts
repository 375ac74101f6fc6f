import net from 'node:net';
import { once } from 'node:events';

/**
 * A TCP relay to a real service that a test can cut and restore, as if the service stopped and came back,
 * without stopping the service other tests share.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  async function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as net.AddressInfo).port;
  }

  await listen();
  return {
    url: (scheme: string) => `${scheme}://127.0.0.1:${port}`,
    /** Drops every connection and refuses new ones. */
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
    /** Accepts connections again, on the same port. */
    restore: listen,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      if (server?.listening) await new Promise((resolve) => server!.close(resolve));
    },
  };
}
