import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSettled, launchBrowser, reloadSettled, watchConsole } from './support/browser';
import type { BundleOptions } from './support/catalogue';
import { configFile, shopPerBlock, startStorefront, type RunningStorefront } from './support/start-storefront';

type Doc = Record<string, unknown> & { id: number; sku: string; name: string; type_id: string; url_path: string };
type Child = {
  sku: string;
  status: number;
  color: string;
  size: string;
  image: string;
  stock: { is_in_stock: boolean };
};
type ConfigurableDoc = Doc & {
  configurable_children: Child[];
  configurable_options: Array<{ attribute_code: string; values: Array<{ value_index: number; label: string }> }>;
};

let shop: RunningStorefront;
let browser: Browser;

/** The one script an AMP page has (docs/behaviour.md#catalogue-urls). */
const AMP_RUNTIME = '<script async src="https://cdn.ampproject.org/v0.js">';

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** Catalogue search as any client sends it (ES query DSL), straight to the API. */
async function search<T = Doc>(
  base: string,
  entity: string,
  filters: Record<string, unknown[]>,
  size = 200,
): Promise<T[]> {
  const must = Object.entries(filters).map(([field, values]) => ({ terms: { [field]: values } }));
  const query = { query: { bool: { filter: { bool: { must } } } } };
  const url = `${base}/api/catalog/vue_storefront_catalog/${entity}/_search?size=${size}&request=${encodeURIComponent(
    encodeURIComponent(JSON.stringify(query)),
  )}`;
  const body = (await (await fetch(url)).json()) as { hits: { hits: Array<{ _source: T }> } };
  return body.hits.hits.map((hit) => hit._source);
}

const visible = { visibility: [4], status: [1] };

async function open(path: string, base = shop.url): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  await gotoSettled(page, base + path);
  return { page, problems };
}

const priceText = (page: Page) => page.locator('.product-info .product-price .price').textContent();
// The message, without the notification's action buttons.
const notifications = (page: Page) => page.locator('.ui-toast > span').allTextContents();

function hasPrice(doc: Doc): boolean {
  return typeof doc.price_incl_tax === 'number' && (doc.price_incl_tax as number) > 0;
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startStorefront(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('each product type', () => {
  it.each([['simple'], ['virtual'], ['downloadable'], ['configurable'], ['bundle'], ['grouped']])(
    'renders a %s product with its name, sku and price, and hydrates cleanly',
    async (type) => {
      const [product] = (await search(shop.url, 'product', { type_id: [type], ...visible })).filter(hasPrice);
      expect(product, `a visible ${type} product`).toBeDefined();
      const { page, problems } = await open(`/${product!.url_path}`);
      expect(await page.locator('.product-info h1').textContent()).toBe(product!.name);
      expect(await page.locator('[data-testid=sku]').textContent()).toContain(product!.sku);
      expect(await priceText(page)).toMatch(/\$\d+\.\d{2}/);
      // Interactive only once hydrated: the zoom opens.
      await page.getByRole('button', { name: 'Zoom' }).click();
      await page.getByRole('dialog', { name: 'Zoom' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('shows a special price next to the regular price, struck through', async () => {
    const simples = await search(shop.url, 'product', { type_id: ['simple'], ...visible });
    const onSale = simples.find(
      (p) => (p.special_price as number) > 0 && (p.original_price_incl_tax as number) > (p.price_incl_tax as number),
    )!;
    const { page } = await open(`/${onSale.url_path}`);
    expect(await page.locator('.product-info .price-original').textContent()).toContain(
      money(onSale.original_price_incl_tax as number),
    );
    expect(await page.locator('.product-info .price-special').textContent()).toContain(
      money(onSale.price_incl_tax as number),
    );
    await page.close();
  });

  it('fits a 320 px screen and names every control', async () => {
    const [product] = await search<ConfigurableDoc>(shop.url, 'product', { type_id: ['configurable'], ...visible });
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await gotoSettled(page, `${shop.url}/${product!.url_path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const unnamed = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '.product-page a, .product-page button, .product-page input:not([type=hidden]), .product-page select',
        ),
      ]
        .filter((el) => {
          const id = el.getAttribute('id');
          const label = id ? document.querySelector(`label[for="${id}"]`) : null;
          return !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title') || label);
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
    await page.close();
  });
});

describe('configurable product (spec point 4 "Variant selection")', () => {
  let product: ConfigurableDoc;

  beforeAll(async () => {
    const configurables = await search<ConfigurableDoc>(shop.url, 'product', { type_id: ['configurable'], ...visible });
    // One with a disabled and an out-of-stock child, as the demo catalogue has them.
    product = configurables.find(
      (p) =>
        p.configurable_children.some((c) => c.status >= 2) && p.configurable_children.some((c) => !c.stock.is_in_stock),
    )!;
    expect(product).toBeDefined();
  });

  const label = (code: string, value: string) =>
    product.configurable_options
      .find((o) => o.attribute_code === code)!
      .values.find((v) => String(v.value_index) === value)!.label;

  it('changes the sku, picture and price with the colour and the size', async () => {
    const { page, problems } = await open(`/${product.url_path}`);
    const before = await page.locator('[data-testid=sku]').textContent();
    const shown = product.configurable_children.find((c) => c.sku === before)!;
    // Another colour that has an enabled child in the shown size.
    const target = product.configurable_children.find(
      (c) => c.status < 2 && c.color !== shown.color && c.size === shown.size && c.image !== shown.image,
    )!;
    await page.getByRole('button', { name: label('color', target.color), exact: true }).click();
    await expect.poll(() => page.locator('[data-testid=sku]').textContent()).toBe(target.sku);
    expect(await page.locator('.gallery-stage img').getAttribute('src')).toContain(target.image);
    const priced = (await search(shop.url, 'product', { sku: [product.sku] }, 1))[0] as ConfigurableDoc;
    const child = priced.configurable_children.find((c) => c.sku === target.sku) as unknown as Doc;
    expect(await priceText(page)).toContain(money(child.price_incl_tax as number));
    // Then a size of that colour.
    const sized = product.configurable_children.find(
      (c) => c.status < 2 && c.color === target.color && c.size !== target.size,
    )!;
    await page.getByRole('button', { name: label('size', sized.size), exact: true }).click();
    await expect.poll(() => page.locator('[data-testid=sku]').textContent()).toBe(sized.sku);
    expect(
      await page.getByRole('button', { name: label('size', sized.size), exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens on a child in stock and marks the values out of stock, with and without JavaScript', async () => {
    const configurables = await search<ConfigurableDoc>(shop.url, 'product', { type_id: ['configurable'], ...visible });
    const enabled = (p: ConfigurableDoc) => p.configurable_children.filter((c) => c.status < 2);
    // One whose first child that may be chosen is out of stock, while another is in stock.
    const candidate = configurables.find(
      (p) => enabled(p)[0]?.stock.is_in_stock === false && enabled(p).some((c) => c.stock.is_in_stock),
    )!;
    expect(candidate).toBeDefined();
    const codes = candidate.configurable_options.map((option) => option.attribute_code) as Array<'color' | 'size'>;
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoSettled(page, `${shop.url}/${candidate.url_path}`);
      else await page.goto(`${shop.url}/${candidate.url_path}`);
      const sku = await page.locator('[data-testid=sku]').textContent();
      const opened = candidate.configurable_children.find((c) => c.sku === sku)!;
      expect(opened.stock.is_in_stock, `${candidate.sku} opens on ${sku}`).toBe(true);
      // A value is out of stock where the children that have it with the other values as chosen are all out of
      // stock (out-of-stock children are listed in the demo shop).
      const expected = codes.flatMap((code) =>
        candidate.configurable_options
          .find((option) => option.attribute_code === code)!
          .values.filter((value) => {
            const kids = enabled(candidate).filter(
              (c) =>
                String(c[code]) === String(value.value_index) &&
                codes.every((other) => other === code || String(c[other]) === String(opened[other])),
            );
            return kids.length > 0 && kids.every((c) => !c.stock.is_in_stock);
          })
          .map((value) => value.label),
      );
      const marked = await page
        .locator('.option-value.out-of-stock')
        .evaluateAll((buttons) =>
          buttons.map((b) => [
            b.getAttribute('aria-label') ?? b.textContent,
            document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent,
          ]),
        );
      expect(marked.map(([name]) => name).sort()).toEqual([...expected].sort());
      for (const [, description] of marked) expect(description).toBe('Out of stock!');
      await context.close();
    }
  });

  it('opens on the child the URL names', async () => {
    const child = product.configurable_children.filter((c) => c.status < 2).at(-1)!;
    const { page } = await open(`/${product.url_path}?childSku=${encodeURIComponent(child.sku)}`);
    expect(await page.locator('[data-testid=sku]').textContent()).toBe(child.sku);
    const pressed = await page
      .locator('.option-value[aria-pressed=true]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent));
    expect(pressed.sort()).toEqual([label('color', child.color), label('size', child.size)].sort());
    // A choice keeps the URL in step with the child (#5981).
    const other = product.configurable_children.find(
      (c) => c.status < 2 && c.color === child.color && c.size !== child.size,
    )!;
    await page.getByRole('button', { name: label('size', other.size), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('childSku') === other.sku);
    await page.close();
  });

  it("moves a child's own URL to its parent's page with the child selected", async () => {
    const [childDoc] = await search(shop.url, 'product', { sku: [product.configurable_children[0]!.sku] }, 1);
    const response = await fetch(`${shop.url}/${childDoc!.url_path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, shop.url);
    expect(location.pathname).toBe(`/${product.url_path}`);
    expect(location.searchParams.get('childSku')).toBe(childDoc!.sku);
  });

  it('links an AMP page, whose one script is the AMP runtime, that offers to check the available sizes', async () => {
    const html = await (await fetch(`${shop.url}/${product.url_path}`)).text();
    const amp = /<link rel="amphtml" href="([^"]+)"/.exec(html)?.[1];
    expect(amp).toMatch(/^\/amp\//);
    const response = await fetch(shop.url + amp!);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body.match(/<script\b[^>]*>/gi)).toEqual([AMP_RUNTIME]);
    expect(body).toContain('Check available sizes');
    expect(body).toMatch(/\$\d+\.\d{2} × 1/);
  });
});

describe('custom options (spec point 5 "Product options")', () => {
  it('asks for a required field, and refuses the product until it is filled', async () => {
    type Option = { option_id: number; title: string; type: string; is_require: boolean };
    const withOptions = await search(shop.url, 'product', { type_id: ['virtual'], ...visible });
    const product = withOptions.find((p) =>
      (p.custom_options as Option[] | undefined)?.some((o) => o.type === 'field' && o.is_require),
    )!;
    const field = (product.custom_options as Option[]).find((o) => o.type === 'field' && o.is_require)!;
    const { page } = await open(`/${product.url_path}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const message = page.locator(`#custom-option-${field.option_id}-error`);
    expect(await message.textContent()).toBe('Field is required.');
    await expect
      .poll(() => notifications(page))
      .toContain('Please configure product custom options and fix the validation errors');
    await page.getByLabel(field.title).fill('Ada');
    await message.waitFor({ state: 'detached' });
    await page.close();
  });

  it('adds a percentage of the regular price for a percent option', async () => {
    const candidates = await search(shop.url, 'product', visible, 500);
    const product = candidates.find(
      (p) =>
        !(p.special_price as number) &&
        (p.custom_options as Array<{ type: string; values?: Array<{ price_type: string }> }> | undefined)?.some(
          (o) => o.type === 'radio' && o.values?.some((v) => v.price_type === 'percent'),
        ),
    )!;
    expect(product).toBeDefined();
    const option = (
      product.custom_options as Array<{
        type: string;
        values: Array<{ title: string; price: number; price_type: string }>;
      }>
    ).find((o) => o.type === 'radio' && o.values.some((v) => v.price_type === 'percent'))!;
    const value = option.values.find((v) => v.price_type === 'percent')!;
    const { page } = await open(`/${product.url_path}`);
    const base = product.price_incl_tax as number;
    expect(await priceText(page)).toBe(money(base));
    await page.getByRole('radio', { name: value.title }).check();
    const expected = Math.round((base + ((product.original_price_incl_tax as number) * value.price) / 100) * 100) / 100;
    await expect.poll(() => priceText(page)).toBe(money(expected));
    await page.close();
  });
});

describe('bundle options (spec points 4 and 5)', () => {
  type Bundle = Doc & BundleOptions;
  let product: Bundle;
  let prices: Map<string, number>;

  beforeAll(async () => {
    const bundles = await search<Bundle>(shop.url, 'product', { type_id: ['bundle'], ...visible });
    product = bundles.find((b) => b.bundle_options.some((o) => o.required && o.product_links.length > 1))!;
    const skus = product.bundle_options.flatMap((o) => o.product_links.map((l) => l.sku));
    prices = new Map(
      (await search(shop.url, 'product', { sku: skus })).map((p) => [p.sku, p.price_incl_tax as number]),
    );
  });

  it('opens at the price of the default selections and reprices on a new selection', async () => {
    const defaults = product.bundle_options.flatMap((o) => o.product_links.filter((l) => l.is_default));
    const total = defaults.reduce((sum, link) => sum + prices.get(link.sku)!, 0);
    const { page } = await open(`/${product.url_path}`);
    expect(await priceText(page)).toBe(money(total));
    const option = product.bundle_options.find((o) => o.required && o.product_links.length > 1)!;
    const from = option.product_links.find((l) => l.is_default)!;
    const to = option.product_links.find((l) => l !== from)!;
    await page.getByRole('combobox', { name: option.title }).selectOption(to.id);
    const next = Math.round((total - prices.get(from.sku)! + prices.get(to.sku)!) * 100) / 100;
    await expect.poll(() => priceText(page)).toBe(money(next));
    await page.close();
  });

  it('needs a quantity above 0 on a required option', async () => {
    const { page } = await open(`/${product.url_path}`);
    const option = product.bundle_options.find((o) => o.required)!;
    await page.locator(`#bundle-option-${option.option_id}-qty`).fill('0');
    await page.getByText('Must be greater than 0.').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => notifications(page))
      .toContain('Please configure product bundle options and fix the validation errors');
    await page.close();
  });
});

describe('grouped product', () => {
  it('costs the sum of its products at qty 1 and links each of them with its price', async () => {
    const [product] = await search(shop.url, 'product', { type_id: ['grouped'], ...visible });
    const links = (product!.product_links as Array<{ link_type: string; linked_product_sku: string }>).filter(
      (l) => l.link_type === 'associated',
    );
    const members = await search(shop.url, 'product', { sku: links.map((l) => l.linked_product_sku), status: [1] });
    const sum = members.reduce((total, member) => total + (member.price_incl_tax as number), 0);
    const { page } = await open(`/${product!.url_path}`);
    expect(await priceText(page)).toBe(money(Math.round(sum * 100) / 100));
    for (const member of members) {
      const row = page.locator('.grouped-products li', { hasText: member.name });
      expect(await row.locator('a').getAttribute('href')).toBe(`/${member.url_path}`);
      expect(await row.locator('.price').textContent()).toBe(money(member.price_incl_tax as number));
    }
    await page.close();
  });
});

describe('the purchase area of a simple product', () => {
  let product: Doc;
  beforeAll(async () => {
    const simples = await search(shop.url, 'product', { type_id: ['simple'], ...visible });
    product = simples.find(
      (p) => hasPrice(p) && !p.custom_options && (p.stock as { is_in_stock: boolean }).is_in_stock,
    )!;
  });

  it('checks the quantity before adding, then adds with the success notice', async () => {
    const { page, problems } = await open(`/${product.url_path}`);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
    await page.getByText('Quantity must be above 0.').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => notifications(page)).toContain('Quantity must be above 0.');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => notifications(page), { timeout: 10_000 }).toContain('Product has been added to the cart!');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('zooms the picture full screen, closed by its icon and by Escape', async () => {
    const { page } = await open(`/${product.url_path}`);
    const zoom = page.getByRole('dialog', { name: 'Zoom' });
    await page.getByRole('button', { name: 'Zoom' }).click();
    await zoom.waitFor();
    expect(await zoom.getAttribute('aria-modal')).toBe('true');
    await zoom.getByRole('button', { name: 'Close' }).click();
    await zoom.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Zoom' }).click();
    await zoom.waitFor();
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    await page.close();
  });

  it('adds to the wishlist and to compare, and both survive a reload', async () => {
    const { page } = await open(`/${product.url_path}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect.poll(() => notifications(page)).toContain(`Product ${product.name} has been added to the compare!`);
    await reloadSettled(page);
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
    await page.getByRole('button', { name: 'Remove from compare' }).waitFor();
    await page.close();
  });

  it('sends a review for moderation, which is not listed until approved', async () => {
    const { page } = await open(`/${product.url_path}`);
    const title = `Pending e2e review ${Date.now()}`;
    await page.getByRole('button', { name: 'Write a review' }).click();
    // The form opens in place with focus on its first field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('review-nickname');
    await page.getByLabel('Name').fill('Tess');
    await page.getByLabel('Summary').fill(title);
    await page.getByLabel('Review', { exact: true }).fill('Sturdy and light.');
    await page.getByRole('button', { name: 'Add review' }).click();
    await expect.poll(() => notifications(page)).toContain('You submitted your review for moderation.');
    await reloadSettled(page);
    expect(await page.locator('.review-list').getByText(title).count()).toBe(0);
    await page.close();
  });
});

describe('page data for search engines', () => {
  it('titles the page by meta_title, else by name, and describes it by meta_description', async () => {
    const products = await search(shop.url, 'product', { type_id: ['simple', 'configurable'], ...visible });
    const withMeta = products.find((p) => typeof p.meta_title === 'string' && p.meta_title)!;
    const without = products.find((p) => !p.meta_title)!;
    const { page } = await open(`/${withMeta.url_path}`);
    expect(await page.title()).toBe(withMeta.meta_title);
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBe(withMeta.meta_description);
    await gotoSettled(page, `${shop.url}/${without.url_path}`);
    expect(await page.title()).toBe(without.name);
    await page.close();
  });

  it('describes the product and its breadcrumbs as JSON-LD, with canonical and AMP links', async () => {
    const [product] = await search(shop.url, 'product', { type_id: ['simple'], ...visible });
    const html = await (await fetch(`${shop.url}/${product!.url_path}`)).text();
    const documents = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; name?: string; itemListElement?: unknown[] },
    );
    const item = documents.find((d) => d['@type'] === 'Product');
    expect(item?.name).toBe(product!.name);
    expect(documents.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.length).toBeGreaterThan(1);
    expect(html).toContain(`<link rel="canonical" href="${shop.url}/${product!.url_path}"`);
    const amp = /<link rel="amphtml" href="([^"]+)"/.exec(html)![1]!;
    const body = await (await fetch(shop.url + amp)).text();
    expect(body.match(/<script\b[^>]*>/gi)).toEqual([AMP_RUNTIME]);
    expect(body).toMatch(/\$\d+\.\d{2} × 1/);
  });

  it('lists up to 8 similar products, or none at all', async () => {
    const [product] = await search(shop.url, 'product', { type_id: ['configurable'], ...visible });
    const { page } = await open(`/${product!.url_path}`);
    const section = page.locator('section.similar-products');
    if (await section.count()) {
      expect(await section.locator('h2').textContent()).toBe('Similar products');
      const tiles = await section.locator('.product-tile').count();
      expect(tiles).toBeGreaterThan(0);
      expect(tiles).toBeLessThanOrEqual(8);
    }
    await page.close();
  });
});

describe('a product that cannot be shown (spec point 4 "Product load")', () => {
  it('answers an unknown sku with the 404 page', async () => {
    expect((await fetch(`${shop.url}/p/NO-SUCH-SKU/nothing`)).status).toBe(404);
  });

  it('goes back to the previous page with "Out of stock!" for a disabled product', async () => {
    const [disabled] = await search(shop.url, 'product', { type_id: ['simple'], status: [2], visibility: [4] }, 1);
    expect(disabled).toBeDefined();
    const response = await fetch(`${shop.url}/${disabled!.url_path}`, {
      redirect: 'manual',
      headers: { referer: `${shop.url}/women/women-20` },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/women/women-20');
    const page = await browser.newPage();
    await page.goto(`${shop.url}/${disabled!.url_path}`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('Out of stock!').waitFor();
    await page.close();
  });
});

describe('with unavailable variants hidden and the child always in the URL', () => {
  let other: RunningStorefront;
  shopPerBlock((started) => (other = started), {
    STOREFRONT_CONFIG_FILE: configFile('storefront.json', {
      products: { filterUnavailableVariants: true, setFirstVarianAsDefaultInURL: true },
    }),
  });

  it('reverts a choice no variant allows, with the wrong-attribute notice', async () => {
    const configurables = await search<ConfigurableDoc>(other.url, 'product', {
      type_id: ['configurable'],
      ...visible,
    });
    const sellable = (c: Child) => c.status < 2 && c.stock.is_in_stock;
    let found: { product: ConfigurableDoc; label: string } | undefined;
    for (const product of configurables)
      for (const option of product.configurable_options)
        for (const value of option.values) {
          const children = product.configurable_children.filter(
            (c) => String(c[option.attribute_code as 'size']) === String(value.value_index),
          );
          if (!found && children.length > 0 && !children.some(sellable)) found = { product, label: value.label };
        }
    expect(found, 'a configurable with a value no sellable child has').toBeDefined();
    const { page, problems } = await open(`/${found!.product.url_path}`, other.url);
    const sku = await page.locator('[data-testid=sku]').textContent();
    const value = page.getByRole('button', { name: found!.label, exact: true });
    expect(await value.getAttribute('aria-disabled')).toBe('true');
    // Marked unavailable, yet a shopper can still press it (Playwright would wait for it to be enabled).
    await value.click({ force: true });
    await expect
      .poll(() => notifications(page))
      .toContain('No such configuration for the product. Please do choose another combination of attributes.');
    expect(await page.locator('[data-testid=sku]').textContent()).toBe(sku);
    expect(await value.getAttribute('aria-pressed')).toBe('false');
    // Any accepted choice puts the child into the URL (products.setFirstVarianAsDefaultInURL).
    const next = page.locator('.option-size .option-value:not([aria-disabled]):not([aria-pressed=true])').first();
    await next.click();
    await page.waitForURL((url) => url.searchParams.has('childSku'));
    expect(problems).toEqual([]);
    await page.close();
  });
});
