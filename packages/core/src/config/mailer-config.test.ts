import { describe, expect, it } from 'vitest';
import { StorefrontConfigError } from './config-error.js';
import { loadStorefrontConfig } from './load-storefront-config.js';
import { toPublicConfig } from './to-public-config.js';

describe('mailer.contactAddress (the {email} of the order messages)', () => {
  it("defaults to 'contact@localhost' and reaches the browser", () => {
    const config = loadStorefrontConfig();
    expect(config.mailer.contactAddress).toBe('contact@localhost');
    expect(toPublicConfig(config).mailer).toEqual({ contactAddress: 'contact@localhost' });
  });

  it('is set by the config file, and by STOREFRONT_CONTACT_EMAIL over the file', () => {
    const file = { mailer: { contactAddress: 'file@shop.test' } };
    expect(loadStorefrontConfig({ file }).mailer.contactAddress).toBe('file@shop.test');
    const env = { STOREFRONT_CONTACT_EMAIL: ' help@shop.test ' };
    expect(loadStorefrontConfig({ file, env }).mailer.contactAddress).toBe('help@shop.test');
  });

  it('refuses an empty address and unknown keys', () => {
    expect(() => loadStorefrontConfig({ file: { mailer: { contactAddress: ' ' } } })).toThrow(StorefrontConfigError);
    expect(() => loadStorefrontConfig({ file: { mailer: { contactAddress: 'a@b.c', token: 'x' } } })).toThrow(
      StorefrontConfigError,
    );
  });
});
