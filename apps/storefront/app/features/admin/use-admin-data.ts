import { useCallback, useEffect, useState } from 'react';
import { adminQueryString, type AdminQuery } from '@storefront/core';
import { messageOf, useAdminSession } from './admin-session';

export interface AdminData<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload(): void;
}

/** A GET of the back-office API, read again when the path or query changes or on `reload()`. */
export function useAdminData<T>(path: string, query?: AdminQuery): AdminData<T> {
  const { client } = useAdminSession();
  const key = `${path}${adminQueryString(query)}`;
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; version: number; data?: T; error?: string }>();
  useEffect(() => {
    let live = true;
    client.get<T>(key).then(
      (data) => live && setState({ key, version, data }),
      (error: unknown) => live && setState({ key, version, error: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, key, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const current = state?.key === key ? state : undefined;
  return {
    // The last answer stays on screen while a reload runs, so the table does not jump.
    data: current?.data,
    error: current?.error,
    loading: !current || current.version !== version,
    reload,
  };
}
