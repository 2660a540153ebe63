import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './safe-html';

describe('catalogue HTML', () => {
  it('keeps the tags and classes of a law text and drops scripts, handlers and unsafe links', () => {
    const html =
      '<div class="law-text"><p class="level-1" onclick="steal()"><strong>(a)</strong> Text</p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
      '<a href="https://www.ecfr.gov/x">source</a><iframe src="https://evil"></iframe><custom>kept text</custom></div>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<p class="level-1"><strong>(a)</strong> Text</p>');
    expect(clean).not.toMatch(/script|onclick|onerror|img|iframe|javascript/);
    expect(clean).toContain(
      '<a href="https://www.ecfr.gov/x" target="_blank" rel="noopener noreferrer">source</a>',
    );
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('kept text');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('reads HTML as text, one block a line', () => {
    expect(htmlToText('<p><strong>(a)</strong>  First   rule.</p><p>(b) Second.</p>')).toBe(
      '(a) First rule.\n(b) Second.',
    );
  });
});
