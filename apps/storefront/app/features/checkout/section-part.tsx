import { Suspense, type ComponentType } from 'react';
import { splitComponent } from '../../lib/split-component';

/**
 * A checkout part whose code the browser loads only when it shows. The server renders it in full (every section open,
 * the no-JS form). In the browser, until the checkout runs step by step, the server's markup is kept as it is
 * (hydration leaves an element with inner HTML alone, so no code is needed for it); then the open section loads its
 * part. Every part's root is a `div.checkout-fields`.
 */
export function sectionPart<P extends { enhanced: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = splitComponent(load);
  return function SectionPart(props: P) {
    if (import.meta.env.SSR) return <Part {...props} />;
    if (!props.enhanced)
      return <div className="checkout-fields" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
