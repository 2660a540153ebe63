import { describe, expect, it } from 'vitest';
import { InvalidConfigError, loadConfig } from '../../../config.js';
import { helmetOptions, securityHeaders } from '../../../http/security.js';

function frameSrc(env: Record<string, string>): string | undefined {
  const headers = securityHeaders(helmetOptions(loadConfig(env)));
  return headers['content-security-policy']!.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-src'));
}

describe('the report tool settings', () => {
  it("default to the public catalogue's stand-in, and to none when the catalogue is internal", () => {
    expect(loadConfig({}).reportToolUrl).toBeNull();
    expect(loadConfig({}, { legacyUrl: 'http://127.0.0.1:5555' }).reportToolUrl).toBeNull();
    expect(loadConfig({ LEGACY_PUBLIC_URL: 'https://catalogue.example/' }).reportToolUrl).toBe(
      'https://catalogue.example/report-tool',
    );
    expect(loadConfig({}, { legacyPublicUrl: 'http://127.0.0.1:5555' }).reportToolUrl).toBe(
      'http://127.0.0.1:5555/report-tool',
    );
    expect(
      loadConfig({
        LEGACY_PUBLIC_URL: 'https://catalogue.example',
        REPORT_TOOL_URL: 'https://reports.example',
      }).reportToolUrl,
    ).toBe('https://reports.example');
    expect(loadConfig({}).reportLoadWaitMs).toBe(30000);
    expect(loadConfig({}).reportTokenMarginMs).toBe(10000);
  });

  it('read a {domain} template with the product and default provider domains', () => {
    const config = loadConfig({
      REPORT_TOOL_URL: 'https://reports.{domain}/',
      PRODUCT_DOMAIN: 'Lexbridge.example',
      REPORT_TOOL_DEFAULT_DOMAIN: 'provider.example',
    });
    expect(config).toMatchObject({
      reportToolUrl: 'https://reports.{domain}',
      productDomain: 'lexbridge.example',
      reportToolDefaultDomain: 'provider.example',
    });
  });

  it('refuse a template without a domain to fill it, a bad URL and a bad domain', () => {
    expect(() => loadConfig({ REPORT_TOOL_URL: 'https://reports.{domain}' })).toThrow(InvalidConfigError);
    expect(() => loadConfig({ REPORT_TOOL_URL: 'ftp://reports.example' })).toThrow(/REPORT_TOOL_URL/);
    expect(() => loadConfig({ PRODUCT_DOMAIN: 'not a domain' })).toThrow(/PRODUCT_DOMAIN/);
  });

  it('let the app frame only itself and the report origins, and nothing without a report tool', () => {
    expect(frameSrc({})).toBe("frame-src 'none'");
    expect(frameSrc({ LEGACY_URL: 'http://10.0.0.5:4010' })).toBe("frame-src 'none'");
    expect(frameSrc({ LEGACY_PUBLIC_URL: 'http://127.0.0.1:4010' })).toBe(
      "frame-src 'self' http://127.0.0.1:4010",
    );
    expect(
      frameSrc({
        REPORT_TOOL_URL: 'https://reports.{domain}',
        PRODUCT_DOMAIN: 'lexbridge.example',
        REPORT_TOOL_DEFAULT_DOMAIN: 'provider.example',
      }),
    ).toBe("frame-src 'self' https://reports.lexbridge.example https://reports.provider.example");
  });
});
