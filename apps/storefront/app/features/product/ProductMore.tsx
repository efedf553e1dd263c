import { AttributeList } from './AttributeList';
import { LinkedProducts } from './LinkedProducts';
import type { ProductPageView } from './product-page-view';
import { ProductSection } from './ProductSection';
import { ReviewFormLauncher } from './ReviewFormLauncher';
import { Reviews } from './Reviews';
import { SimilarProducts } from './SimilarProducts';

/** Below the purchase area: details and attributes, linked and similar products, reviews. */
export function ProductMore({ view }: { view: ProductPageView }) {
  return (
    <>
      <ProductSection id="product-details" title="Details" className="product-details">
        {view.descriptionHtml && (
          <div className="product-description" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
        )}
        <AttributeList rows={view.attributes} />
      </ProductSection>
      <LinkedProducts rows={view.linked} />
      <SimilarProducts tiles={view.related} />
      <Reviews reviews={view.reviews}>
        <ReviewFormLauncher endpoint={view.settings.reviewEndpoint} productId={view.product.id} />
      </Reviews>
    </>
  );
}
