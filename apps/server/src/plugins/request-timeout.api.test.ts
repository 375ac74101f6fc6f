import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('a request sent slowly', () => {
  it('is closed with 408 once the time to send it is up, however steadily its bytes come', async () => {
    // One second here; REQUEST_TIMEOUT_MS (25 s, looked at every 2 s) in production.
    const app = await createTestApp({ requestTimeoutMs: 1000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // A byte every 200 ms: never idle, never done.
    const drip = setInterval(() => socket.write(' '), 200);
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    try {
      await once(socket, 'close');
      expect(response).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(drip);
      socket.destroy();
      await app.close();
    }
  });
});
