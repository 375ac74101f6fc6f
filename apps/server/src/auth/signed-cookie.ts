import { createHmac, timingSafeEqual } from 'node:crypto';

/** The value of one cookie in a Cookie header, URL-decoded. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const pair = part.trim();
    if (!pair.startsWith(`${name}=`)) continue;
    try {
      return decodeURIComponent(pair.slice(name.length + 1));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The token of a `token.signature` cookie, if the signature is better-auth's HMAC-SHA256 of it. */
function verifiedToken(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** The value of a cookie better-auth signed (a session's token, a pending sign-in's id), if its signature holds. */
export function signedCookie(header: string | undefined, name: string, secret: string): string | undefined {
  const signed = cookieValue(header, name);
  return signed === undefined ? undefined : verifiedToken(signed, secret);
}
