import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The list's query string and a way to change it (docs/back-office.md#the-screens). Built on the router hooks the shop
 * already uses: React Router's `useSearchParams` would add its code to the chunk every shop page loads.
 */
export function useListParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams) => {
      const text = next.toString();
      void navigate({ search: text ? `?${text}` : '' });
    },
    [navigate],
  );
  return [params, setParams];
}
