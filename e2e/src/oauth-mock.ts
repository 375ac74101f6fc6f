import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpServer, OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

export interface MockIdentity {
  sub: string;
  email: string;
  name: string;
}

/** The people the mock Google and Facebook sign in, one per provider. */
export const MOCK_IDENTITIES = {
  google: { sub: 'google-4711', email: 'grace.google@example.com', name: 'Grace Google' },
  facebook: { sub: 'facebook-0815', email: 'frank.facebook@example.com', name: 'Frank Facebook' },
} satisfies Record<string, MockIdentity>;

/** POST here and the mock's next sign-in shows a page that waits for the person, as the real ones do. */
export const HOLD_NEXT_SIGN_IN = '/__hold-next-sign-in';

/** Where the mock keeps its person's picture, as Google and Facebook keep theirs on their own hosts. */
export const PICTURE_PATH = '/picture.png';

/** The picture: the smallest valid PNG (1×1). */
export const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A local OpenID provider standing in for Google or Facebook: it signs in `identity` at once,
 * putting the email, name and picture in the ID token and in userinfo as the real providers do.
 */
export async function startOAuthMock(identity: MockIdentity, port: number) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const claims = () => ({ ...identity, email_verified: true, picture: `${issuer.url}${PICTURE_PATH}` });
  service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims());
  });
  service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    Object.assign(response.body, claims());
  });

  let holdNext = false;
  const server = new HttpServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === PICTURE_PATH) {
      response.setHeader('content-type', 'image/png');
      response.end(PICTURE);
    } else if (request.url === HOLD_NEXT_SIGN_IN) {
      holdNext = true;
      response.end();
    } else if (holdNext && request.url?.startsWith('/authorize')) {
      holdNext = false;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end('<!doctype html><title>Sign in</title><h1>Sign in to continue</h1>');
    } else {
      service.requestHandler(request, response);
    }
  });
  await server.start(port, '127.0.0.1');
  issuer.url = `http://127.0.0.1:${port}`;
  return {
    issuer: issuer.url,
    discoveryUrl: `${issuer.url}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}
