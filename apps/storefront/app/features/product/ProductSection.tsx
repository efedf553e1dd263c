import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/i18n';

/** A titled part of the product page below the purchase area; the heading names the section for screen readers. */
export function ProductSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <section className={className ? `product-section ${className}` : 'product-section'} aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      {children}
    </section>
  );
}
