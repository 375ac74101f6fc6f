import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { ScriptNonce } from './app/script-nonce';

/** A render that has not finished by then is cut short; the browser renders the rest. */
export const streamTimeout = 5_000;

/**
 * Renders a page on the server (React Router's server entry). The whole page is rendered before the response
 * starts: every page is quick to render, and a complete document reads without JavaScript and is what crawlers and
 * the first paint see.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  { scriptNonce }: AppLoadContext,
): Promise<Response> {
  let failed = false;
  const stream = await renderToReadableStream(
    <ScriptNonce value={scriptNonce}>
      <ServerRouter context={context} url={request.url} nonce={scriptNonce} />
    </ScriptNonce>,
    {
      nonce: scriptNonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error) {
        failed = true;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status: failed ? 500 : status, headers });
}
