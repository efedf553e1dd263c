/* global document, location, window, caches */
// The service worker answers a page it has no copy of with /offline.html (at the page's own URL). With JavaScript the
// shopper goes to the current store's home, which shows the message (see docs/behaviour.md#pages-not-available-offline).
(async function goHome() {
  var FLAG = 'storefront:offline-redirect';
  var meta = document.querySelector('meta[name="storefront-store-codes"]');
  var codes = ((meta && meta.getAttribute('content')) || '').split(',').filter(Boolean);
  var first = location.pathname.split('/')[1] || '';
  var homes = codes.indexOf(first) >= 0 ? ['/' + first + '/', '/' + first] : [];
  homes.push('/');
  var link = document.getElementById('offline-home');
  for (var i = 0; i < homes.length; i++) {
    var home = homes[i];
    // Only a home the worker keeps opens offline: any other would land here again.
    var kept = 'caches' in window ? await caches.match(home).catch(function () {}) : undefined;
    if (!kept) continue;
    if (link) link.setAttribute('href', home);
    if (home === location.pathname) return;
    try {
      sessionStorage.setItem(FLAG, '1');
    } catch (error) {
      console.info('[sw] offline redirect without the message', error);
    }
    console.info('[sw] offline: page not kept, going home', { from: location.pathname, to: home });
    location.replace(home);
    return;
  }
})();
