import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to port 5000 on embedded storage under ./data', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it('reads PORT and DATABASE_URL', () => {
    const config = parseConfig({ PORT: '6001', DATABASE_URL: 'postgres://localhost/test' });
    expect(config.PORT).toBe(6001);
    expect(config.DATABASE_URL).toBe('postgres://localhost/test');
  });

  it('names the variable and what it must be in one line', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")',
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres/,
    );
  });

  it('treats an empty value as unset', () => {
    expect(parseConfig({ PORT: '' }).PORT).toBe(5000);
  });
});
