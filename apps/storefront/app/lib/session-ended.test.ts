import { describe, expect, it } from 'vitest';
import { sessionEnded } from './session-ended';

const replies = (statuses: number[]) => {
  const asked: Array<{ url: string; authorization: string | undefined }> = [];
  const send = (url: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(url), authorization: (init?.headers as Record<string, string>)?.Authorization });
    return Promise.resolve(new Response('{}', { status: statuses[asked.length - 1] ?? 200 }));
  };
  return { asked, send: send as typeof fetch };
};

describe('sessionEnded', () => {
  it('asks with the old token until the API refuses it', async () => {
    const { asked, send } = replies([200, 200, 401]);
    await sessionEnded('/api/user/me?token={{token}}', 'old-token', { waitMs: 0, fetch: send });
    expect(asked).toHaveLength(3);
    expect(asked[0]!.url).not.toContain('old-token');
    expect(asked[0]!.authorization).toBe('Bearer old-token');
  });

  it('gives up after the given attempts', async () => {
    const { asked, send } = replies([]);
    await sessionEnded('/api/user/me?token={{token}}', 'old-token', { attempts: 4, waitMs: 0, fetch: send });
    expect(asked).toHaveLength(4);
  });
});
