/**
 * The fake provider's button script, served at `/api/ext/paypal/fake/sdk.js`: the surface of PayPal's JS SDK that the
 * storefront uses (`paypal.Buttons({createOrder, onApprove, onCancel, onError}).render(target)`), without
 * dependencies. The click opens the window first (a window opened later than the click is blocked), then shows our
 * approval page in it and watches the order: a decision calls onApprove, a window closed without one onCancel.
 */
export const FAKE_SDK = `(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL('./', script && script.src ? script.src : location.href);
  var POLL_MS = 300;

  function orderStatus(id) {
    return fetch(new URL('orders/' + encodeURIComponent(id), base).href, { cache: 'no-store' })
      .then(function (response) { return response.json(); })
      .then(function (body) { return body && body.result ? body.result.status : undefined; });
  }

  function Buttons(options) {
    var busy = false;
    function fail(error) {
      if (options.onError) options.onError(error instanceof Error ? error : new Error(String(error)));
    }
    function watch(popup, id) {
      return new Promise(function (resolve) {
        function tick() {
          var closed = popup.closed;
          orderStatus(id).then(function (status) {
            if (status === 'APPROVED' || status === 'COMPLETED') {
              try { popup.close(); } catch (ignored) { /* already closed */ }
              resolve(Promise.resolve().then(function () { return options.onApprove({ orderID: id }, {}); }).catch(fail));
            } else if (closed) {
              resolve(options.onCancel ? options.onCancel({ orderID: id }) : undefined);
            } else setTimeout(tick, POLL_MS);
          }, function (error) {
            if (closed) resolve(fail(error));
            else setTimeout(tick, POLL_MS);
          });
        }
        tick();
      });
    }
    function start() {
      var popup = window.open('', 'fake-paypal', 'popup,width=480,height=640');
      if (!popup) return Promise.resolve(fail(new Error('The payment window was blocked.')));
      return Promise.resolve()
        .then(function () { return options.createOrder({}, {}); })
        .then(function (id) {
          if (popup.closed) return options.onCancel ? options.onCancel({ orderID: id }) : undefined;
          popup.location.href = new URL('approve?id=' + encodeURIComponent(id), base).href;
          return watch(popup, id);
        })
        .catch(function (error) {
          try { popup.close(); } catch (ignored) { /* already closed */ }
          fail(error);
        });
    }
    return {
      isEligible: function () { return true; },
      render: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) return Promise.reject(new Error('paypal.Buttons: nothing to render into'));
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Paypal';
        button.setAttribute('data-fake-paypal', '');
        button.style.cssText = 'display:block;width:100%;min-height:44px;border:0;border-radius:4px;' +
          'background:#ffc439;color:#111;font:bold 1rem/1.2 sans-serif;cursor:pointer';
        button.addEventListener('click', function () {
          if (busy) return;
          busy = true;
          button.disabled = true;
          start().then(function () { busy = false; button.disabled = false; });
        });
        host.appendChild(button);
        return Promise.resolve();
      },
    };
  }

  window.paypal = { Buttons: Buttons, version: 'fake' };
})();
`;
