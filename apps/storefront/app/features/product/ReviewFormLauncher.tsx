import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';

const loadForm = () => import('./ReviewForm');
// The form and its fields load when the shopper asks for them: most visitors read reviews without writing one, and
// the product page has no JavaScript to spare (130 KB budget).
const ReviewForm = lazy(async () => ({ default: (await loadForm()).ReviewForm }));

/** 'Write a review' opens the review form in place and puts focus on its first field. */
export function ReviewFormLauncher({ endpoint, productId }: { endpoint: string; productId: number }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button
        variant="secondary"
        aria-expanded={false}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen(true)}
      >
        {t('Write a review')}
      </Button>
    );
  return (
    <Suspense fallback={<p role="status">{t('Loading...')}</p>}>
      <ReviewForm endpoint={endpoint} productId={productId} focusOnMount />
    </Suspense>
  );
}
