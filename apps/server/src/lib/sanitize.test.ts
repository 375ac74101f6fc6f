import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitize } from './sanitize';

describe('sanitize', () => {
  it('keeps formatting and lists but drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script></p><ol><li>Step</li></ol>' +
      '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><a href="https://usda.gov">USDA</a>';
    const clean = sanitize(dirty);
    expect(clean).toContain('<p>Hi <b>there</b></p><ol><li>Step</li></ol>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(clean).toContain('<a href="https://usda.gov" rel="noopener noreferrer nofollow">USDA</a>');
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml('<b>"fish & chips"</b>')).toBe('&lt;b&gt;&quot;fish &amp; chips&quot;&lt;/b&gt;');
  });
});
