import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, registerSchema, validationErrors } from './user.js';

const customer = { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' };

function errorsOf(schema: typeof registerSchema | typeof profileUpdateSchema, input: unknown) {
  const parsed = schema.safeParse(input, { reportInput: true });
  return parsed.success ? [] : validationErrors(parsed.error);
}

describe('account schemas', () => {
  it('anchor their patterns: a digit before the letters is not a name, a lower-case code not a country', () => {
    const errors = errorsOf(registerSchema, {
      customer: {
        ...customer,
        firstname: '1a',
        addresses: [{ ...customer, street: ['a', 'b'], city: 'X', country_id: 'de', postcode: '123' }],
      },
      password: 'long enough',
    });
    expect(errors.map((e) => [e.keyword, e.dataPath])).toEqual([
      ['pattern', '.customer.firstname'],
      ['pattern', '.customer.addresses[0].country_id'],
    ]);
  });

  it('trim names and e-mails, and drop fields the shopper may not set at registration', () => {
    const parsed = registerSchema.parse({
      customer: { ...customer, email: ' ada@example.com ', group_id: 4 },
      password: 'x',
    });
    expect(parsed.customer).toEqual(customer);
  });

  it('name extra fields of a profile update as additionalProperties, with both path styles', () => {
    expect(errorsOf(profileUpdateSchema, { customer: { ...customer, website_id: 2 } })).toEqual([
      {
        keyword: 'additionalProperties',
        dataPath: '.customer',
        instancePath: '/customer',
        message: 'should NOT have additional properties: website_id',
      },
    ]);
  });

  it('limit addresses and custom attributes as the contract does', () => {
    const address = { ...customer, street: ['a', 'b'], city: 'X', country_id: 'DE', postcode: '123' };
    const errors = errorsOf(registerSchema, {
      customer: { ...customer, addresses: [address, address, address] },
      password: 'x',
    });
    expect(errors.map((e) => [e.keyword, e.dataPath])).toEqual([['maxItems', '.customer.addresses']]);
    const attributes = Array.from({ length: 6 }, () => ({ attribute_code: 'a', value: null }));
    const profile = errorsOf(profileUpdateSchema, { customer: { ...customer, custom_attributes: attributes } });
    expect(profile.map((e) => [e.keyword, e.dataPath])).toEqual([['maxItems', '.customer.custom_attributes']]);
  });
});
