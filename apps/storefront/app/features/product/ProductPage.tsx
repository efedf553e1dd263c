import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { galleryForConfiguration, offersAtPrice, type CustomOption } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { AddToCart } from './AddToCart';
import { Breadcrumbs } from './Breadcrumbs';
import { ConfigurableOptions } from './ConfigurableOptions';
import { Gallery } from './Gallery';
import { GroupedProducts } from './GroupedProducts';
import { ListButtons } from './ListButtons';
import { NoScriptVariantSelect } from './NoScriptVariantSelect';
import { PriceLine } from './PriceLine';
import { ProductMore } from './ProductMore';
import { useProductForm } from './product-form';
import type { ProductPageView } from './product-page-view';
import { recordProductFetch } from '../../lib/product-revalidation';
import { QuantityInput } from './QuantityInput';
import { splitComponent } from '../../lib/split-component';
import { useAddToCart } from './use-add-to-cart';
import { useProductConfiguration } from './use-product-configuration';

// The server renders every form in full (the page is complete without JavaScript); the browser loads a form's code
// only for a product that has that form. No Suspense boundary around them: React would stream a large boundary's
// server markup out of place, to be moved by a script; hydration waits for the form's code instead.
const CustomOptionsForm = splitComponent(() => import('./CustomOptionsForm'));
const BundleOptionsForm = splitComponent(() => import('./BundleOptionsForm'));
// A parking spot's booking form: only spots' pages load its code (and its stylesheet).
const SpotBookingForm = splitComponent(() => import('../cart/SpotBookingForm'));

/** docs/behaviour.md#screens. */
export function ProductPage({ view }: { view: ProductPageView }) {
  const t = useTranslate();
  const { product, settings } = view;
  const variant = useProductConfiguration(view);
  const form = useProductForm();
  const [qty, setQty] = useState('1');
  const location = useLocation();
  const base = variant.state?.price ?? view.shown;
  const shown = form.formPrice ?? base;
  const gallery = useMemo(() => galleryForConfiguration(view.gallery, variant.child), [view.gallery, variant.child]);
  const addToCart = useAddToCart(
    () => ({ product, child: variant.child, price: shown.price, qty, settings, choices: form.choices() }),
    form.runChecks,
  );
  const preload = () => {
    variant.preload();
    addToCart.preload();
  };

  useEffect(() => recordProductFetch(window.location.pathname), [view]);

  const customOptions = (product.custom_options ?? []) as CustomOption[];
  return (
    <article className="page product-page" data-sku={view.sku} data-type={view.typeId}>
      <link rel="canonical" href={view.canonicalUrl} />
      <link rel="amphtml" href={view.ampHref} />
      <Breadcrumbs crumbs={view.breadcrumbs} />
      <Gallery key={gallery[0]?.image} items={gallery} name={view.name} settings={settings} />
      <div className="product-info">
        <h1>{view.name}</h1>
        <p className="sku">
          {t('SKU')}: <span data-testid="sku">{variant.child?.sku ?? view.sku}</span>
        </p>
        {view.spot ? (
          <SpotBookingForm view={view.spot} returnPath={location.pathname} />
        ) : (
          <>
            <PriceLine shown={shown} taxRatePercent={settings.bookingTaxRatePercent} />
            {/* Without JavaScript the form posts to the cart page's action (docs/behaviour.md#cart, ADR 0009); with it, onSubmit adds. */}
            <form
              className="product-form"
              method="post"
              action={`${settings.storePrefix}/cart`}
              noValidate
              onPointerEnter={preload}
              onFocus={preload}
              onSubmit={(event) => {
                event.preventDefault();
                void addToCart.submit();
              }}
            >
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="sku" value={product.sku} />
              {variant.state && (
                <NoScriptVariantSelect product={product} selectedSku={variant.child?.sku} settings={settings} />
              )}
              {variant.child && <input type="hidden" name="child_sku" value={variant.child.sku} />}
              <input type="hidden" name="return" value={location.pathname + location.search} />
              {variant.state && (
                <ConfigurableOptions
                  options={variant.state.options}
                  swatches={view.swatches}
                  error={view.variantError}
                  onSelect={(code, value) => void variant.select(code, value)}
                />
              )}
              {customOptions.length > 0 && (
                <CustomOptionsForm options={customOptions} base={base} money={settings.money} binding={form.binding} />
              )}
              {Array.isArray(product.bundle_options) && (
                <BundleOptionsForm product={product} now={view.now} money={settings.money} binding={form.binding} />
              )}
              <GroupedProducts rows={view.grouped} />
              {offersAtPrice(view.typeId, shown.price, settings.allowZeroPrice) && (
                <>
                  <QuantityInput value={qty} onChange={setQty} />
                  <AddToCart />
                </>
              )}
            </form>
          </>
        )}
        <ListButtons product={product} />
        {view.sizeGuideHref && (
          <Link className="size-guide" to={view.sizeGuideHref}>
            {t('Size guide')}
          </Link>
        )}
      </div>
      <div className="product-more">
        <ProductMore view={view} />
      </div>
      {view.jsonLd.map((json, i) => (
        // The JSON is escaped by serializeJsonLd: a product name cannot end the element.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </article>
  );
}
