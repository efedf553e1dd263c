import { useTranslate } from '../../lib/i18n';
import { AttributeList } from './AttributeList';
import { LinkedProducts } from './LinkedProducts';
import type { ProductPageView } from './product-page-view';
import { ReviewFormLauncher } from './ReviewFormLauncher';
import { Reviews } from './Reviews';
import { SimilarProducts } from './SimilarProducts';

/** Below the purchase area: details and attributes, linked and similar products, reviews. */
export function ProductMore({ view }: { view: ProductPageView }) {
  const t = useTranslate();
  return (
    <>
      <section className="product-section product-details" aria-labelledby="product-details">
        <h2 id="product-details">{t('Details')}</h2>
        {view.descriptionHtml && (
          <div className="product-description" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
        )}
        <AttributeList rows={view.attributes} />
      </section>
      <LinkedProducts rows={view.linked} />
      <SimilarProducts tiles={view.related} />
      <Reviews reviews={view.reviews}>
        <ReviewFormLauncher endpoint={view.settings.reviewEndpoint} productId={view.product.id} />
      </Reviews>
    </>
  );
}
