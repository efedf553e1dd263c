import type { ApiConfig } from './api-config-types.js';

const cartEndpoint = (action: string, query = 'token={{token}}&cartId={{cartId}}') => `/api/cart/${action}?${query}`;

export function defaultApiConfig(): ApiConfig {
  return {
    url: '',
    type: 'api',
    saveBandwidthOverCache: true,
    endpoints: {
      cart: {
        // A guest cart is created with an empty token, so create carries no cartId yet.
        create: cartEndpoint('create', 'token={{token}}'),
        update: cartEndpoint('update'),
        delete: cartEndpoint('delete'),
        pull: cartEndpoint('pull'),
        totals: cartEndpoint('totals'),
        paymentMethods: cartEndpoint('payment-methods'),
        shippingMethods: cartEndpoint('shipping-methods'),
        shippingInformation: cartEndpoint('shipping-information'),
        collectTotals: cartEndpoint('collect-totals'),
        deleteCoupon: cartEndpoint('delete-coupon'),
        applyCoupon: cartEndpoint('apply-coupon', 'token={{token}}&cartId={{cartId}}&coupon={{coupon}}'),
      },
      user: {
        base: '/api/user',
        login: '/api/user/login',
        create: '/api/user/create',
        me: '/api/user/me?token={{token}}',
        refresh: '/api/user/refresh',
        resetPassword: '/api/user/reset-password',
        // VSF had an absolute localhost URL here; relative keeps it working behind any host.
        createPassword: '/api/user/create-password',
        changePassword: '/api/user/change-password?token={{token}}',
        orderHistory: '/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}',
      },
      product: '/api/product',
      stock: '/api/stock',
      order: '/api/order',
      review: { create: '/api/review/create' },
      newsletter: { subscribe: '/api/ext/mailchimp-subscribe/subscribe' },
      mailer: { send: '/api/ext/mail-service/send-email', token: '/api/ext/mail-service/get-token' },
      wishlist: '/api/ext/wishlist?token={{token}}',
      cms: {
        byId: '/api/ext/cms-data/cms{{type}}/{{cmsId}}',
        byIdentifier: '/api/ext/cms-data/cms{{type}}Identifier/{{cmsIdentifier}}/storeId/{{storeId}}',
      },
      paymentProvider: {
        create: '/api/ext/paypal/create',
        execute: '/api/ext/paypal/execute',
        complete: '/api/ext/paypal/complete',
      },
      url: { base: '/api/url', map: '/api/url/map' },
      graphql: '/graphql',
    },
  };
}
