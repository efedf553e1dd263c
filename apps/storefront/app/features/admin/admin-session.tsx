import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AdminApiError, createAdminClient, type AdminClient } from '@storefront/core';
import type { AdminMe, AdminUserView } from './admin-types';

/**
 * The back-office session lives in this tab's `sessionStorage`, never in a cookie: the API takes it only as a bearer
 * header, so no page of the shop (nor another site) can make the browser send it, and it ends with the tab
 * (docs/back-office.md#the-screens).
 */
export const ADMIN_TOKEN_KEY = 'storefront-admin-token';

export const SESSION_ENDED = 'Your back-office session ended. Sign in again.';
export const SIGNED_OUT = 'You are signed out of the back-office.';

export type AdminSessionState =
  | { phase: 'starting' }
  | { phase: 'signed-out'; notice?: string }
  | { phase: 'signed-in'; user: AdminUserView; requireTotp: boolean };

interface AdminSessionValue {
  client: AdminClient;
  state: AdminSessionState;
  /** The signed-in user, on the screens behind the sign-in. */
  user: AdminUserView;
  requireTotp: boolean;
  signIn(email: string, password: string, otp?: string): Promise<void>;
  signOut(): Promise<void>;
  /** Reads `/me` again (after the TOTP set-up). */
  refreshMe(): Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AdminSessionState>({ phase: 'starting' });
  const client = useMemo(
    () =>
      createAdminClient({
        onSignedOut: () => {
          storage()?.removeItem(ADMIN_TOKEN_KEY);
          setState({ phase: 'signed-out', notice: SESSION_ENDED });
        },
      }),
    [],
  );

  const readMe = useCallback(async () => {
    const me = await client.get<AdminMe>('/me');
    setState({ phase: 'signed-in', user: me.user, requireTotp: me.requireTotp });
  }, [client]);

  useEffect(() => {
    let live = true;
    // The tab's kept token (a reload) is tried once; without one, or when it no longer works, the sign-in shows.
    async function start(): Promise<AdminSessionState | undefined> {
      const token = storage()?.getItem(ADMIN_TOKEN_KEY) ?? undefined;
      if (!token) return { phase: 'signed-out' };
      client.useToken(token);
      try {
        const me = await client.get<AdminMe>('/me');
        return { phase: 'signed-in', user: me.user, requireTotp: me.requireTotp };
      } catch (error) {
        // A 401 already went through onSignedOut; anything else (offline, a server error) asks for a new sign-in too.
        return error instanceof AdminApiError && error.status === 401
          ? undefined
          : { phase: 'signed-out', notice: messageOf(error) };
      }
    }
    void start().then((next) => {
      if (live && next) setState(next);
    });
    return () => {
      live = false;
    };
  }, [client]);

  const value = useMemo<AdminSessionValue>(
    () => ({
      client,
      state,
      get user() {
        if (state.phase !== 'signed-in') throw new Error('The back-office screens need a signed-in user');
        return state.user;
      },
      requireTotp: state.phase === 'signed-in' && state.requireTotp,
      async signIn(email, password, otp) {
        const result = (await client.login(email, password, otp)) as { token: string } & AdminMe;
        storage()?.setItem(ADMIN_TOKEN_KEY, result.token);
        setState({ phase: 'signed-in', user: result.user, requireTotp: result.requireTotp });
      },
      async signOut() {
        try {
          await client.logout();
        } catch {
          // The session is gone either way: the token is forgotten here.
        }
        storage()?.removeItem(ADMIN_TOKEN_KEY);
        setState({ phase: 'signed-out', notice: SIGNED_OUT });
      },
      refreshMe: readMe,
    }),
    [client, state, readMe],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession needs AdminSessionProvider');
  return value;
}

/** The API's own message (docs/back-office.md#roles), or a plain one when the server could not be reached. */
export function messageOf(error: unknown): string {
  if (error instanceof AdminApiError) return error.message;
  return 'The back-office could not be reached. Check the connection and try again.';
}
