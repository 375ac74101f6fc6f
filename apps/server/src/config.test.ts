import { describe, expect, it } from 'vitest';
import { authConfig, ConfigError, mailConfig, parseConfig, providersConfig } from './config';

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

  it('hashes passwords at the production cost, and lower only in tests', () => {
    expect(parseConfig({}).PASSWORD_HASH_COST).toBe(17);
    expect(parseConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(parseConfig({ PASSWORD_HASH_COST: '18' }).PASSWORD_HASH_COST).toBe(18);
    expect(() => parseConfig({ PASSWORD_HASH_COST: '10' })).toThrow(
      'Invalid configuration: PASSWORD_HASH_COST below 17 is for tests only (NODE_ENV=test)',
    );
    for (const refused of ['9', '21', '12.5', 'high']) {
      expect(() => parseConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: refused })).toThrow(
        /^Invalid configuration: PASSWORD_HASH_COST must be a whole number between 10 and 20/,
      );
    }
  });

  it('trusts a number of proxies or a list of their addresses, never every sender of X-Forwarded-For', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    for (const refused of ['true', '0', '-1', '10.0.0.1/33', 'proxy.example', '10.0.0.1,']) {
      expect(() => parseConfig({ TRUST_PROXY: refused })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be false, a number/,
      );
    }
  });

  it('treats an empty value as unset', () => {
    expect(parseConfig({ PORT: '' }).PORT).toBe(5000);
  });

  it('serves a local app at both loopback names, or exactly the public URL', () => {
    expect(authConfig(parseConfig({ PORT: '6001' })).origins).toEqual([
      'http://localhost:6001',
      'http://127.0.0.1:6001',
    ]);
    expect(authConfig(parseConfig({ PUBLIC_URL: 'https://thrive.example/app' })).origins).toEqual([
      'https://thrive.example',
    ]);
  });

  it('turns on a social sign-in only with both its client id and secret', () => {
    const config = authConfig(parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }));
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', discoveryUrl: undefined });
    expect(config.facebook).toBeUndefined();
    expect(() => parseConfig({ FACEBOOK_CLIENT_ID: 'id' })).toThrow(
      'Invalid configuration: FACEBOOK_CLIENT_SECRET must be set together with FACEBOOK_CLIENT_ID',
    );
  });

  it('uses the built-in catalog unless an outside service is configured', () => {
    expect(providersConfig(parseConfig({}))).toEqual({ yoga: undefined, youtube: undefined });
    const config = providersConfig(
      parseConfig({
        YOGA_API_URL: 'https://yoga.example/v1',
        YOGA_IMAGES_ORIGIN: 'https://pictures.example/some/path',
        YOUTUBE_API_KEY: 'key',
      }),
    );
    expect(config.yoga).toEqual({ apiUrl: 'https://yoga.example/v1', imagesOrigin: 'https://pictures.example' });
    expect(config.youtube).toEqual({ apiKey: 'key', apiUrl: 'https://www.googleapis.com/youtube/v3' });
    expect(() => parseConfig({ YOGA_API_URL: 'ftp://yoga.example' })).toThrow(/^Invalid configuration: YOGA_API_URL/);
  });

  it('sends email through SMTP_URL from MAIL_FROM, or nowhere but the log without it', () => {
    expect(mailConfig(parseConfig({}))).toEqual({ smtpUrl: undefined, from: 'Thrive <no-reply@thrive.local>' });
    expect(
      mailConfig(
        parseConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Thrive <hi@thrive.example>' }),
      ),
    ).toEqual({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Thrive <hi@thrive.example>' });
    expect(() => parseConfig({ SMTP_URL: 'https://mail.example' })).toThrow(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL (got "https://mail.example")',
    );
  });
});
