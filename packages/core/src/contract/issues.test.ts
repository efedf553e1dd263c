import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issueSentence, readableIssues } from './issues.js';

const schema = z.object({ items: z.array(z.object({ sku: z.string().min(1, 'sku must not be empty') })) });

function errorOf(input: unknown): z.ZodError {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error;
}

describe('readableIssues', () => {
  it('says where each issue is, with the prefix first, and drops zod\'s "Invalid input: " lead-in', () => {
    const [issue] = readableIssues(errorOf({ items: [{ sku: 3 }] }), { prefix: ['body'] });
    expect(issue).toMatchObject({
      path: ['body', 'items', 0, 'sku'],
      where: 'body.items.0.sku',
      message: 'expected string, received number',
    });
    expect(issue!.issue.message).toBe('Invalid input: expected string, received number');
  });

  it('keeps at most `limit` issues', () => {
    expect(readableIssues(errorOf({ items: [{}, {}, {}] }), { limit: 2 })).toHaveLength(2);
  });
});

describe('issueSentence', () => {
  it('puts the whole path in place of a field name that leads the message', () => {
    const [issue] = readableIssues(errorOf({ items: [{ sku: '' }] }));
    expect(issueSentence(issue!)).toBe('items.0.sku must not be empty');
  });

  it('leaves any other message alone, unless asked to say where', () => {
    const [issue] = readableIssues(errorOf({ items: [{ sku: 3 }] }), { prefix: ['cartItem'] });
    expect(issueSentence(issue!)).toBe('expected string, received number');
    expect(issueSentence(issue!, { alwaysWhere: true })).toBe('cartItem.items.0.sku expected string, received number');
  });
});
