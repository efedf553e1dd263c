import { useTranslate } from '../../../lib/i18n';

/** The server's answer (or the spec's message) under a form, announced to screen readers. */
export function FormMessage({ message, tone = 'error' }: { message?: string | undefined; tone?: 'error' | 'info' }) {
  const t = useTranslate();
  return (
    <p className={`auth-message auth-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message ? t(message) : ''}
    </p>
  );
}
