// TEMPORARY STAND-IN, replaced by the session helper's file when wip/session is merged (keep theirs).
import { useRouteLoaderData } from 'react-router';
import type { Customer } from '@storefront/core';
import type { Session } from './session-types';

const notYet = () => Promise.resolve({ ok: false as const, message: 'not authorized' });

export function useSession(): Session {
  const data = useRouteLoaderData('root') as { session?: { user: Customer; token: string } | null } | undefined;
  return {
    user: data?.session?.user ?? null,
    token: data?.session?.token ?? null,
    login: notYet,
    register: notYet,
    logout: () => Promise.resolve(),
    refreshProfile: notYet,
    updateProfile: notYet,
    changePassword: notYet,
    requestPasswordReset: notYet,
  };
}
