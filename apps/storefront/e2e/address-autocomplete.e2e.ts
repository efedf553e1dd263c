import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, watchConsole, widthFlows } from './support/browser';
import { addToCart, headerCount, navigateInApp, openMicrocart, plainProducts, SETTLE } from './support/cart';
import { continueButton, fillAddress, fillPersonal, section, stepsReady } from './support/checkout';
import { shopAndBrowserPerFile, shopPerBlock, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

/** A guest with one product in the cart, on the checkout's shipping section. */
async function onShippingSection(
  base: RunningStorefront,
  viewport: { width: number; height: number },
  how: 'client' | 'direct' | 'microcart' = 'direct',
  prepare?: (page: Page) => Promise<void>,
): Promise<{ page: Page; shipping: Locator }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await prepare?.(page);
  const [product] = await plainProducts(base, 'simple', 1);
  await page.goto(`${base.url}/${product!.url_path}`);
  await addToCart(page);
  await expect.poll(() => headerCount(page), SETTLE).toBe(1);
  if (how === 'direct') await page.goto(`${base.url}/checkout`);
  else if (how === 'client') await navigateInApp(page, '/checkout');
  else {
    const panel = await openMicrocart(page);
    await panel.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
  }
  await stepsReady(page);
  await fillPersonal(page);
  await continueButton(section(page, 'personal')).click();
  const shipping = section(page, 'shipping');
  await shipping.getByLabel('City').waitFor();
  return { page, shipping };
}

const listbox = (scope: Locator) => scope.getByRole('listbox', { name: 'Suggestions' });

/** Types into a completing field as a shopper types, then picks the suggestion named `option`. */
async function pick(scope: Locator, field: Locator, typed: string, option: string) {
  await field.click();
  await field.pressSequentially(typed);
  await listbox(scope).getByRole('option', { name: option }).click();
}

const flows = widthFlows();

describe.each(VIEWPORTS)('address completion on the checkout at $width px (issue 10)', (viewport) => {
  const flow = flows.at(viewport.width);
  flow('completes a city from the shipped data with the keyboard, announcing the suggestions', async () => {
    const { page, shipping } = await onShippingSection(shop, viewport, 'client');
    const problems = watchConsole(page);
    await shipping.getByLabel('Country').selectOption('PL');
    const city = shipping.getByRole('combobox', { name: 'City' });
    await city.click();
    await city.pressSequentially('wro');
    const list = listbox(shipping);
    await list.getByRole('option', { name: 'Wrocław' }).waitFor();
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    expect(await city.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    // The field's own live region says how many suggestions there are.
    const status = page.locator(`[id="${await city.getAttribute('id')}-status"]`);
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.textContent()).toBe('One suggestion available.');
    // The list stays within the screen.
    const box = (await list.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

    await page.keyboard.press('ArrowDown');
    const option = list.getByRole('option', { name: 'Wrocław' });
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await city.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await city.inputValue()).toBe('Wrocław');
    await list.waitFor({ state: 'hidden' });
    expect(await city.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    // Escape closes the list and keeps what was typed.
    await city.fill('');
    await city.pressSequentially('gd');
    await list.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await city.inputValue()).toBe('gd');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  flow('takes a US state picked by its name from the suggestions, and goes on to the payment', async () => {
    const { page, shipping } = await onShippingSection(shop, viewport, 'client');
    // The shop's own country: the form opens on it.
    expect(await shipping.getByLabel('Country').inputValue()).toBe('US');
    await fillAddress(shipping);
    const region = shipping.getByRole('combobox', { name: 'State / Province' });
    await region.fill('');
    await pick(shipping, region, 'illi', 'Illinois');
    expect(await region.inputValue()).toBe('Illinois');
    await continueButton(shipping).click();
    await section(page, 'payment').getByLabel('Cash on delivery').waitFor();
    expect(await shipping.locator('.ui-field-error').count()).toBe(0);
    await page.context().close();
  });

  flow("offers the chosen state's own cities, not only the country's largest, and goes on with one", async () => {
    const { page, shipping } = await onShippingSection(shop, viewport, 'microcart');
    expect(await shipping.getByLabel('Country').inputValue()).toBe('US');
    const region = shipping.getByRole('combobox', { name: 'State / Province' });
    await pick(shipping, region, 'illi', 'Illinois');
    const city = shipping.getByRole('combobox', { name: 'City' });
    await city.click();
    await city.pressSequentially('spring');
    // Springfield, the state's capital, of Illinois only (Massachusetts and Missouri have one too). Read once the list
    // answers the whole word: the answer to 's' (Schaumburg, Skokie, Springfield) may still show after the last key.
    await expect
      .poll(() => listbox(shipping).getByRole('option').allTextContents(), SETTLE)
      .toEqual(['Springfield, Illinois']);
    await listbox(shipping).getByRole('option', { name: 'Springfield, Illinois' }).click();
    expect(await city.inputValue()).toBe('Springfield');
    // A suburb of Chicago as well.
    await city.fill('');
    await city.pressSequentially('naper');
    await listbox(shipping).getByRole('option', { name: 'Naperville, Illinois' }).click();
    expect(await city.inputValue()).toBe('Naperville');
    await shipping.getByLabel('Street name').fill('Main Street');
    await shipping.getByLabel('Apartment number').fill('5');
    await shipping.getByLabel('Zip-code').fill('60540');
    await shipping.getByLabel('Phone number').fill('+1 630 555 0100');
    await continueButton(shipping).click();
    await section(page, 'payment').getByLabel('Cash on delivery').waitFor();
    await page.context().close();
  });

  flow('completes a city and a region with the mouse, and loads the city list only when asked', async () => {
    const scripts: string[] = [];
    const { page, shipping } = await onShippingSection(shop, viewport, 'direct', async (p) => {
      p.on('response', (response) => {
        // A script of a page the test has already navigated away from has no body to read any more; the poll
        // below proves the scripts of the checkout page are read.
        if (response.url().endsWith('.js'))
          void response.text().then(
            (text) => scripts.push(text),
            () => undefined,
          );
      });
    });
    const hasCities = () => scripts.some((text) => text.includes('Zakopane'));
    expect(hasCities()).toBe(false);
    await shipping.getByLabel('Country').selectOption('CA');
    const region = shipping.getByRole('combobox', { name: 'State / Province' });
    await pick(shipping, region, 'ont', 'Ontario');
    expect(await region.inputValue()).toBe('Ontario');
    // Toronto is in Ontario: the chosen region narrows the cities (Montréal is in Quebec).
    const city = shipping.getByRole('combobox', { name: 'City' });
    await pick(shipping, city, 'to', 'Toronto, Ontario');
    expect(await city.inputValue()).toBe('Toronto');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await city.getAttribute('id'));
    // 'm' starts Montréal (Quebec, the larger) and Mississauga and Markham (Ontario): the answer lists Ontario's only.
    await city.fill('');
    await city.pressSequentially('m');
    await listbox(shipping).getByRole('option', { name: 'Mississauga, Ontario' }).waitFor();
    expect(await listbox(shipping).getByRole('option').allTextContents()).toEqual([
      'Mississauga, Ontario',
      'Markham, Ontario',
    ]);
    // Without a region, the same query finds it.
    await region.fill('');
    await city.fill('');
    await city.pressSequentially('mont');
    await listbox(shipping).getByRole('option', { name: 'Montréal, Quebec' }).waitFor();
    await expect.poll(hasCities).toBe(true);
    await page.context().close();
  });
});

describe('address completion without JavaScript', () => {
  it('leaves the checkout a plain form with text inputs for the city', async () => {
    const { page } = await onShippingSection(shop, VIEWPORTS[0]);
    const cookies = await page.context().cookies();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const plain = await noScript.newPage();
    await plain.goto(`${shop.url}/checkout`);
    const city = plain.locator('input[name$="city"]').first();
    await city.waitFor();
    expect(await city.getAttribute('type')).toBe('text');
    expect(await city.getAttribute('role')).toBeNull();
    expect(await plain.getByRole('listbox').count()).toBe(0);
    await noScript.close();
    await page.context().close();
  });
});

describe('address completion with a places key (issue 10: the maps places-autocomplete service)', () => {
  let keyed: RunningStorefront;
  shopPerBlock((started) => (keyed = started), { STOREFRONT_PLACES_API_KEY: 'test-places-key' });

  // The maps script as the browser would get it, answering one prediction: this machine has no internet.
  const FAKE_MAPS_SCRIPT = `(() => {
    const params = new URL(document.currentScript.src).searchParams;
    window.placesRequests = [];
    class AutocompleteService {
      getPlacePredictions(request) {
        window.placesRequests.push(request);
        return Promise.resolve({ predictions: [
          { description: 'Testville, Poland', structured_formatting: { main_text: 'Testville', secondary_text: 'Poland' } },
        ] });
      }
    }
    window.google = { maps: { places: { AutocompleteService } } };
    window[params.get('callback')]();
  })();`;

  it('names the maps origins in the Content-Security-Policy only when a key is configured', async () => {
    const without = (await fetch(`${shop.url}/checkout`)).headers.get('content-security-policy')!;
    expect(without).not.toContain('maps.googleapis.com');
    const withKey = (await fetch(`${keyed.url}/checkout`)).headers.get('content-security-policy')!;
    expect(withKey).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
    expect(withKey).toMatch(/connect-src [^;]*https:\/\/maps\.googleapis\.com/);
  });

  it('loads the places service with the key and suggests its predictions', async () => {
    const loads: string[] = [];
    const { page, shipping } = await onShippingSection(keyed, VIEWPORTS[1], 'direct', async (p) => {
      await p.route('https://maps.googleapis.com/**', async (route) => {
        loads.push(route.request().url());
        await route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT });
      });
    });
    await shipping.getByLabel('Country').selectOption('PL');
    const city = shipping.getByRole('combobox', { name: 'City' });
    await pick(shipping, city, 'tes', 'Testville, Poland');
    expect(await city.inputValue()).toBe('Testville');
    expect(loads).toHaveLength(1);
    const url = new URL(loads[0]!);
    expect(url.pathname).toBe('/maps/api/js');
    expect(url.searchParams.get('key')).toBe('test-places-key');
    expect(url.searchParams.get('libraries')).toBe('places');
    const requests = await page.evaluate(() => (window as unknown as { placesRequests: unknown[] }).placesRequests);
    expect(requests.at(-1)).toEqual({ input: 'tes', types: ['(cities)'], componentRestrictions: { country: 'pl' } });
    await page.context().close();
  });

  it('falls back to the shipped data when the maps script does not load', async () => {
    const { page, shipping } = await onShippingSection(keyed, VIEWPORTS[0], 'direct', async (p) => {
      await p.route('https://maps.googleapis.com/**', (route) => route.abort('connectionrefused'));
    });
    await shipping.getByLabel('Country').selectOption('PL');
    const city = shipping.getByRole('combobox', { name: 'City' });
    await pick(shipping, city, 'wro', 'Wrocław');
    expect(await city.inputValue()).toBe('Wrocław');
    await page.context().close();
  });
});
