import { useTranslate } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';

/**
 * The submit button of a form whose request takes a while (login, register: 1–3 s): while it runs the button says
 * 'Loading...', as the navigation progress does, and is disabled, so a second click sends nothing.
 */
export function BusySubmit({ busy, label }: { busy: boolean; label: string }) {
  const t = useTranslate();
  return (
    <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
      {busy ? t('Loading...') : t(label)}
    </Button>
  );
}
