import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture';
import { logMail } from './log-mail';
import { mailMessage } from './mail-provider';

describe('logMail', () => {
  it('writes an unsent email as readable lines, the link on its own, and logs neither address nor link', async () => {
    const capture = captureLogs();
    const app = Fastify({ logger: capture.logger });
    const written: string[] = [];
    const link = 'http://localhost:5000/reset-password/abc123';
    const message = mailMessage('ada@example.com', 'Reset your Thrive password', [
      'Someone asked to reset your password.',
      { link, label: 'Choose a new password' },
    ]);
    await logMail(app.log, (text) => void written.push(text)).send(message);
    await app.close();
    const lines = written.join('').split('\n');
    expect(lines).toContain('──── Email to ada@example.com (not sent: no SMTP_URL) ────');
    expect(lines).toContain('Subject: Reset your Thrive password');
    expect(lines).toContain(link);
    const logged = JSON.stringify(capture.warnings());
    expect(logged).toContain('Email not sent');
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('abc123');
  });
});
