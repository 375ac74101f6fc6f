import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, precompress } from './precompressed';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, as the request allows', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('precompress', () => {
  it('makes brotli and gzip copies that decode to the body', async () => {
    const body = JSON.stringify(Array.from({ length: 500 }, (_, index) => ({ index, text: 'steady and slow' })));
    const copies = await precompress(body);
    expect(brotliDecompressSync(copies.br).toString()).toBe(body);
    expect(gunzipSync(copies.gzip).toString()).toBe(body);
    expect(copies.br.length).toBeLessThan(body.length / 5);
  });
});
