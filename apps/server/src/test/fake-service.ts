import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests: as the real service, or one of its failures. */
export type FakeMode = 'ok' | 'status-500' | 'status-429' | 'hang' | 'malformed';

export interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type FakeHandler = (request: FakeRequest) => { status: number; body: unknown };

/**
 * A local HTTP server standing in for an outside service: `handle` speaks the service's exact shapes,
 * `mode` makes it fail the ways the real one does. Every request is recorded.
 */
export async function startFakeService(handle: FakeHandler) {
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let mode: FakeMode = 'ok';

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const request = { path: url.pathname, query: url.searchParams, headers: incoming.headers };
    requests.push(request);
    switch (mode) {
      case 'hang':
        // Never answers: the caller's time limit must end the wait.
        hanging.add(response);
        return;
      case 'status-500':
      case 'status-429':
        response.writeHead(mode === 'status-500' ? 500 : 429, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: mode === 'status-500' ? 'internal error' : 'quota exceeded' }));
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"items": [ this is not json');
        return;
      case 'ok': {
        const { status, body } = handle(request);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    setMode(next: FakeMode) {
      mode = next;
    },
    async stop() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
