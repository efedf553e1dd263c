import { daysFrom, formatDateTime } from '../dates.js';
import { FOOTER_PAGES } from './footer-pages.js';

interface PageSpec {
  id: number;
  identifier: string;
  title: string;
  heading: string;
  layout: string;
  content: string;
  metaDescription?: string;
}

const MAGENTO_PAGES: readonly PageSpec[] = [
  {
    id: 1,
    identifier: 'no-route',
    title: '404 Not Found',
    heading: 'Whoops, our bad...',
    layout: '2columns-right',
    content:
      '<dl><dt>The page you requested was not found.</dt><dd><ul><li>If you typed the URL directly, please make sure the spelling is correct.</li><li>If you clicked on a link to get here, the link is outdated.</li></ul></dd></dl><p>Go <a href="/">back to the home page</a> or use the search above.</p>',
  },
  {
    id: 2,
    identifier: 'home',
    title: 'Home Page',
    heading: 'Home Page',
    layout: '1column',
    content: '<p>Welcome to the demo store: clothing, gear, training downloads, experiences and bookable parking.</p>',
  },
  {
    id: 3,
    identifier: 'enable-cookies',
    title: 'Enable Cookies',
    heading: 'What are Cookies?',
    layout: '1column',
    content:
      '<p>Cookies are small pieces of data we keep in your browser to remember your cart and your preferences. Please enable them to shop with us.</p>',
  },
  {
    id: 4,
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    layout: '1column',
    metaDescription: 'How the demo store handles your data.',
    content:
      '<h2>What we collect</h2><p>Only what we need to take and deliver your order: your name, e-mail and address.</p><h2>Cookies</h2><p>We use cookies for the cart and for your session. We do not sell your data.</p>',
  },
];

const PAGES: readonly PageSpec[] = [
  ...MAGENTO_PAGES,
  ...FOOTER_PAGES.map((page, i) => ({
    ...page,
    id: MAGENTO_PAGES.length + 1 + i,
    heading: page.title,
    layout: '1column',
  })),
];

export function* cmsPageDocuments(today: number, tsk: number): Generator<Record<string, unknown>> {
  for (const page of PAGES) {
    const created = formatDateTime(daysFrom(today, -700) + page.id * 60_000);
    yield {
      id: page.id,
      identifier: page.identifier,
      title: page.title,
      content_heading: page.heading,
      content: page.content,
      page_layout: page.layout,
      meta_keywords: '',
      meta_description: page.metaDescription ?? '',
      sort_order: '0',
      active: true,
      store_id: [0],
      creation_time: created,
      update_time: formatDateTime(daysFrom(today, -30 - page.id)),
      type: 'cms_page',
      tsk,
    };
  }
}
