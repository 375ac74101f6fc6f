import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake responds to the next requests: as the real service; with an error status; after a delay
 * (`slow`, then as the real service); never (`hang`); or with a body that is not JSON.
 */
export type FakeMode = 'ok' | 'status-401' | 'status-402' | 'status-429' | 'status-500' | 'slow' | 'hang' | 'malformed';

export interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** A service's response: JSON, or (a Buffer) a file such as a picture, sent as it is with its type. */
export type FakeHandler = (request: FakeRequest) => { status: number; body: unknown; contentType?: string };

export interface FakeServiceOptions {
  /** The body the service sends with an error status, in its own shape. */
  errorBody?: (status: number) => unknown;
  /** How long `slow` waits before responding. */
  slowMs?: number;
}

/**
 * A local HTTP server standing in for an outside service: `handle` speaks the service's exact shapes,
 * `mode` makes it fail the ways the real one does. Every request is recorded.
 */
export async function startFakeService(handle: FakeHandler, options: FakeServiceOptions = {}) {
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const errorBody = options.errorBody ?? ((status: number) => ({ message: `error ${status}` }));
  let mode: FakeMode = 'ok';

  const respond = (request: FakeRequest, response: ServerResponse) => {
    const { status, body, contentType } = handle(request);
    if (Buffer.isBuffer(body)) {
      response.writeHead(status, { 'content-type': contentType ?? 'application/octet-stream' });
      response.end(body);
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const request = { path: url.pathname, query: url.searchParams, headers: incoming.headers };
    requests.push(request);
    switch (mode) {
      case 'hang':
        // Never responds: the caller's time limit must end the wait.
        hanging.add(response);
        return;
      case 'slow': {
        hanging.add(response);
        const timer = setTimeout(() => {
          hanging.delete(response);
          respond(request, response);
        }, options.slowMs ?? 1000);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"items": [ this is not json');
        return;
      case 'ok':
        respond(request, response);
        return;
      default: {
        const status = Number(mode.slice('status-'.length));
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(errorBody(status)));
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
