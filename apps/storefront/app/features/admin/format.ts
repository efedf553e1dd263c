/** An amount in its currency, as the merchant reads it (en-US: the back-office speaks English). */
export function money(value: number | null | undefined, currency: string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD' }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency ?? ''}`.trim();
  }
}

/** A moment in UTC, the same on the server's render and in every browser. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A product's `status` and `visibility` (Magento's numbers) in words. */
export const STATUS_LABELS: Record<number, string> = { 1: 'enabled', 2: 'disabled' };
export const VISIBILITY_LABELS: Record<number, string> = {
  1: 'not visible',
  2: 'catalogue',
  3: 'search',
  4: 'catalogue and search',
};
