import { useCallback, useState } from 'react';
import { messageOf } from './admin-session';

/**
 * One write of a screen: busy while it runs (its button is disabled, so a double click sends it once), then the
 * message of what it did or the API's refusal.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const run = useCallback(async (action: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      setDone(await action());
      return true;
    } catch (caught) {
      setError(messageOf(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, done, error, run };
}
