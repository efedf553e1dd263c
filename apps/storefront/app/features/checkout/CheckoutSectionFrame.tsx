import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';

export interface CheckoutSectionFrameProps {
  name: string;
  step: number;
  title: string;
  /** Open: its fields show. Closed sections show their heading (and 'Edit' once done). */
  open: boolean;
  done: boolean;
  /** Step by step (with JavaScript): a 'Continue' button closes the section; without it every section is open. */
  steps: boolean;
  onEdit(): void;
  onContinue(): void;
  children: ReactNode;
}

/** One numbered section of the checkout; its heading takes the focus when the section opens. */
export function CheckoutSectionFrame(props: CheckoutSectionFrameProps) {
  const t = useTranslate();
  const { name, step, title, open, done, steps, onEdit, onContinue, children } = props;
  const headingId = `checkout-${name}-title`;
  return (
    <section className={`checkout-section${open ? ' is-open' : ''}`} aria-labelledby={headingId} data-section={name}>
      <div className="checkout-section-head">
        <h2 id={headingId} tabIndex={-1}>
          <span className="checkout-step">{step}</span> {t(title)}
        </h2>
        {steps && done && !open && (
          <Button type="button" onClick={onEdit} aria-label={`${t('Edit')}: ${t(title)}`}>
            {t('Edit')}
          </Button>
        )}
      </div>
      {open && (
        <div className="checkout-section-body">
          {children}
          {steps && name !== 'review' && (
            <Button type="button" variant="primary" onClick={onContinue}>
              {t('Continue')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
