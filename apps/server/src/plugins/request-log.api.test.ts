import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCK } from '../auth/account-lock';
import { captureLogs } from '../test/log-capture';
import { newAccount, signUp, TEST_ORIGIN } from '../test/sessions';
import { createTestApp } from '../test/test-app';
import { startSmtpInbox, mailThrough } from '../test/smtp-inbox';
import { loggedPath } from './request-log';

describe('the request log', () => {
  it('names the client and the signed-in user, logs a client’s mistake at info and never an email or a token', async () => {
    const capture = captureLogs();
    // Mail goes to a mail server here: without one, each email (link and address) is written to the log on purpose.
    const inbox = await startSmtpInbox();
    const app = await createTestApp({
      logger: capture.logger,
      mail: mailThrough(inbox),
    });
    try {
      const { cookie, account } = await signUp(app, newAccount(), '203.0.113.50');
      const read = await app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
        remoteAddress: '203.0.113.51',
      });
      expect(read.statusCode).toBe(200);
      const bad = await app.inject({
        method: 'GET',
        url: '/api/diary/not-a-date',
        headers: { cookie },
        remoteAddress: '203.0.113.51',
      });
      expect(bad.statusCode).toBe(400);

      const requests = capture.lines.filter((line) => line.msg === 'request');
      const profile = requests.find((line) => line.path === '/api/profile')!;
      expect(profile).toMatchObject({ method: 'GET', status: 200, client: '203.0.113.51' });
      expect(profile.userId).toEqual(expect.any(String));
      expect(requests.find((line) => line.status === 400)).toMatchObject({ level: 30, path: '/api/diary/not-a-date' });
      expect(capture.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);

      // Failed sign-ins, then the lock, at warn with the account's id. A failure is counted and logged after its
      // response has gone out, so each attempt waits for the one before it to be logged.
      const failuresLogged = () => capture.warnings().filter((line) => line.msg === 'sign-in failed').length;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= ACCOUNT_LOCK.failures; attempt++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `198.51.100.${attempt + 10}`,
          headers: { origin: TEST_ORIGIN },
          payload: { email: account.email, password: 'guess-guess' },
        });
        statuses.push(response.statusCode);
        await vi.waitFor(() => expect(failuresLogged()).toBe(Math.min(attempt + 1, ACCOUNT_LOCK.failures)));
      }
      expect(statuses).toEqual([...Array<number>(ACCOUNT_LOCK.failures).fill(401), 429]);
      const warnings = capture.warnings();
      expect(failuresLogged()).toBe(ACCOUNT_LOCK.failures);
      expect(warnings.find((line) => line.msg === 'sign-in refused: account locked')).toMatchObject({
        userId: profile.userId,
      });
      const everything = JSON.stringify(capture.lines);
      expect(everything).not.toContain(account.email);
      expect(everything).not.toContain(account.password);
      expect(everything).not.toContain(cookie.split('=')[1]!.split('.')[0]!);
    } finally {
      await app.close();
      await inbox.stop();
    }
  });

  it('leaves the query and a reset link’s token out of the path', () => {
    expect(loggedPath('/api/auth/reset-password/abc123?callbackURL=%2Freset')).toBe('/api/auth/reset-password/:token');
    expect(loggedPath('/api/auth/verify-email?token=secret')).toBe('/api/auth/verify-email');
    expect(loggedPath('/api/recipes?query=soup')).toBe('/api/recipes');
  });
});
