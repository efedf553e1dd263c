/**
 * The texts of the footer's fifteen pages, as CMS pages a shop edits like any other. Each identifier is the route
 * name of its footer link ('/delivery' shows the CMS page 'delivery'), and each title is that route's title.
 */
export interface FooterPageText {
  identifier: string;
  title: string;
  metaDescription: string;
  content: string;
}

export const FOOTER_PAGES: readonly FooterPageText[] = [
  {
    identifier: 'customer-service',
    title: 'Customer service',
    metaDescription: 'How to reach us, and answers to the questions we hear most.',
    content:
      '<p>We answer every message within one working day, Monday to Friday from 9 am to 6 pm.</p><h2>Questions we hear most</h2><ul><li><a href="/order-tracking">Where is my order?</a></li><li><a href="/delivery">How much is delivery and how long does it take?</a></li><li><a href="/returns">How do I return or exchange an item?</a></li><li><a href="/size-guide">Which size should I take?</a></li></ul><h2>Still need help?</h2><p>Write to <a href="mailto:support@example.com">support@example.com</a> with your order number, or see the other ways to <a href="/contact">contact us</a>.</p>',
  },
  {
    identifier: 'order-tracking',
    title: 'Order tracking',
    metaDescription: 'Follow your parcel from our warehouse to your door.',
    content:
      '<p>As soon as your parcel leaves our warehouse we send you an e-mail with its tracking number and a link to the carrier’s tracking page.</p><h2>No e-mail yet?</h2><p>Orders placed before 2 pm on a working day leave the same day; later orders leave the next working day. Check your spam folder, then write to <a href="mailto:support@example.com">support@example.com</a> with your order number.</p><h2>Downloads and experiences</h2><p>Training videos and e-books are in your account as soon as the payment is confirmed. Tickets and parking passes arrive by e-mail.</p>',
  },
  {
    identifier: 'delivery',
    title: 'Delivery',
    metaDescription: 'Delivery options, prices and times.',
    content:
      '<p>We deliver to every address in the countries our store views serve.</p><h2>Options and prices</h2><ul><li><strong>Standard</strong>: 3 to 5 working days, $4.95, free on orders of $50 or more.</li><li><strong>Express</strong>: next working day when ordered before 2 pm, $9.95.</li><li><strong>Pick-up</strong>: collect your order from one of our <a href="/store-locator">stores</a> two days later, free.</li></ul><p>You choose the option in the checkout&rsquo;s Shipping step, which shows each price for your cart.</p><h2>Downloads</h2><p>Downloadable products are never shipped: a cart of only downloads skips the Shipping step, and you find them in your account right after payment.</p>',
  },
  {
    identifier: 'returns',
    title: 'Returns',
    metaDescription: 'Free returns within 30 days.',
    content:
      '<p>Changed your mind? Send unworn items back with their labels within 30 days of delivery and we refund the full price.</p><h2>How to return</h2><ol><li>Print the return label from the e-mail that came with your order, or ask us for one.</li><li>Pack the items in their original packaging with the delivery note.</li><li>Drop the parcel at any post office. Returns are free.</li></ol><p>We refund to the original payment method within 5 working days of receiving your parcel.</p><h2>What cannot be returned</h2><p>Opened downloads, used tickets and parking passes after their date.</p>',
  },
  {
    identifier: 'size-guide',
    title: 'Size guide',
    metaDescription: 'Find your size for tops and bottoms.',
    content:
      '<p>Measure yourself over light clothing and compare with the table. Between two sizes? Take the larger one for a relaxed fit.</p><table><caption>Tops and bottoms (body measurements in cm)</caption><thead><tr><th scope="col">Size</th><th scope="col">Chest</th><th scope="col">Waist</th><th scope="col">Hips</th></tr></thead><tbody><tr><th scope="row">XS</th><td>82–86</td><td>66–70</td><td>86–90</td></tr><tr><th scope="row">S</th><td>87–92</td><td>71–76</td><td>91–96</td></tr><tr><th scope="row">M</th><td>93–99</td><td>77–83</td><td>97–102</td></tr><tr><th scope="row">L</th><td>100–107</td><td>84–91</td><td>103–108</td></tr><tr><th scope="row">XL</th><td>108–116</td><td>92–100</td><td>109–115</td></tr></tbody></table>',
  },
  {
    identifier: 'contact',
    title: 'Contact us',
    metaDescription: 'E-mail, phone and post.',
    content:
      '<h2>E-mail</h2><p><a href="mailto:support@example.com">support@example.com</a>: we answer within one working day.</p><h2>Phone</h2><p>+1 555 0100, Monday to Friday from 9 am to 6 pm.</p><h2>Post</h2><p>Demo Store Customer Service, 1 Example Street, Springfield</p>',
  },
  {
    identifier: 'about-us',
    title: 'About us',
    metaDescription: 'Who runs the demo store and why.',
    content:
      '<p>We are a small shop for people who train: activewear, gear, training videos, experiences and parking near the venues.</p><p>We started in a garage with three T-shirt designs and a van. Today a team of twenty chooses every product by wearing or using it first.</p><h2>What we care about</h2><ul><li>Clothes that last more than one season.</li><li>Honest prices, with no fake discounts.</li><li>Free returns, because sizes are never quite the same twice.</li></ul>',
  },
  {
    identifier: 'job-openings',
    title: 'Job openings',
    metaDescription: 'Work with us.',
    content:
      '<p>We are a team of twenty in the office, the warehouse and our stores, and we are growing.</p><h2>Open positions</h2><ul><li>Warehouse assistant (full time)</li><li>Customer service advisor (part time, remote)</li><li>Store assistant for our city store (weekends)</li></ul><p>Send your CV and a few lines about why you would like to join to <a href="mailto:jobs@example.com">jobs@example.com</a>.</p>',
  },
  {
    identifier: 'store-locator',
    title: 'Store locator',
    metaDescription: 'Our stores and their opening hours.',
    content:
      '<h2>City store</h2><p>12 Market Square, Springfield. Monday to Saturday 10 am to 7 pm.</p><h2>Outlet</h2><p>4 Harbour Road, Springfield. Thursday to Sunday 11 am to 6 pm.</p><p>Both stores hand out <a href="/delivery">pick-up orders</a> and take returns of online orders.</p>',
  },
  {
    identifier: 'magazine',
    title: 'Magazine',
    metaDescription: 'Training tips, care guides and news from the shop.',
    content:
      '<p>Stories from our team and the people who train in our clothes.</p><h2>This month</h2><ul><li><strong>Layering for winter runs</strong>: a base layer, a warm mid layer and a jacket that stops the wind.</li><li><strong>Caring for technical fabrics</strong>: wash at 30 °C, no softener, and let them dry flat.</li><li><strong>Five exercises with one resistance band</strong>: a full workout for your hotel room.</li></ul>',
  },
  {
    identifier: 'order-from-catalog',
    title: 'Order from catalog',
    metaDescription: 'Order from our printed catalogue by phone or post.',
    content:
      '<p>Prefer paper? Our printed catalogue comes out twice a year, in spring and autumn.</p><h2>How to order</h2><ol><li>Note the item numbers (the SKU printed under each picture), sizes and colours.</li><li>Call us on +1 555 0100 or send the order form to our <a href="/contact">postal address</a>.</li><li>Pay by card on the phone or by bank transfer on receipt of our confirmation.</li></ol><p>Prices and availability are those of this website on the day we receive your order.</p>',
  },
  {
    identifier: 'sale',
    title: 'Sale',
    metaDescription: 'How our sales work.',
    content:
      '<p>Items on sale carry a Sale label and show their original price next to the reduced one, in every category.</p><ul><li>Sale prices last until the date shown on the product, or while stock lasts.</li><li>Sale items can be returned within 30 days like any other.</li><li>Sale prices do not add up with gift card promotions.</li></ul>',
  },
  {
    identifier: 'gift-card',
    title: 'Gift card',
    metaDescription: 'Gift cards by e-mail or in a card.',
    content:
      '<p>Not sure what to give? A gift card lets them choose.</p><ul><li>Any amount from $10 to $500.</li><li>Sent by e-mail on the date you choose, or posted in a card.</li><li>Valid for two years, online and in our stores, and usable over several orders.</li></ul>',
  },
  {
    identifier: 'legal',
    title: 'Legal notice',
    metaDescription: 'Who runs this shop, and the terms of sale.',
    content:
      '<h2>Publisher</h2><p>Demo Store Ltd, 1 Example Street, Springfield. Contact: <a href="mailto:support@example.com">support@example.com</a>.</p><h2>Terms of sale</h2><p>Prices include the taxes of your country unless stated otherwise. A contract is formed when we confirm your order by e-mail. You may withdraw from it within 30 days of delivery (see <a href="/returns">Returns</a>).</p><h2>Sample data</h2><p>This is a demo shop: its products, prices and orders are generated and nothing is delivered.</p>',
  },
  {
    identifier: 'privacy',
    title: 'Privacy policy',
    metaDescription: 'What we collect, why, and your rights.',
    content:
      '<h2>What we collect</h2><p>Only what we need to take and deliver your order: your name, e-mail address, delivery address and order history.</p><h2>Cookies and local storage</h2><p>Your cart, wishlist, compare list and recently viewed products are kept in your browser. We do not use advertising cookies.</p><h2>Your rights</h2><p>You may ask to see, correct or delete your data at any time by writing to <a href="mailto:privacy@example.com">privacy@example.com</a>. We never sell your data.</p>',
  },
];
