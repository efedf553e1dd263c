import { daysFrom, formatDateTime } from '../dates.js';

interface PageSpec {
  id: number;
  identifier: string;
  title: string;
  heading: string;
  layout: string;
  content: string;
  metaDescription?: string;
}

const PAGES: readonly PageSpec[] = [
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
  {
    id: 5,
    identifier: 'about-us',
    title: 'About us',
    heading: 'About us',
    layout: '1column',
    metaDescription: 'Who runs the demo store and why.',
    content:
      '<div class="about-info cms-content"><p class="cms-content-important">We are a small demo shop selling activewear, gear, training videos, experiences and parking spots.</p><p>Everything you see here is generated sample data: browse, search, add to the cart and check out as much as you like.</p></div>',
  },
  {
    id: 6,
    identifier: 'customer-service',
    title: 'Customer Service',
    heading: 'Customer Service',
    layout: '1column',
    content:
      '<div class="customer-service cms-content"><h2>Delivery and returns</h2><p>Orders ship within two working days. Unworn items can be returned within 30 days.</p><h2>Contact</h2><p>Write to <a href="mailto:support@example.com">support@example.com</a>.</p></div>',
  },
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
