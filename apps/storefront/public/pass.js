/* global document, indexedDB, location, window, DOMParser */
// The passes kept on this device (see docs/parking.md): the booking pages put them in IndexedDB, the service worker
// precaches this page, so in a car park without signal the driver still opens the pass and shows its code.
(function showPasses() {
  var list = document.getElementById('passes');
  var empty = document.getElementById('no-passes');
  function done(passes) {
    var now = Date.now();
    var shown = passes
      .filter(function (pass) {
        return pass.status === 'booked' && Date.parse(pass.to) > now;
      })
      .sort(function (a, b) {
        return a.from < b.from ? -1 : 1;
      });
    var wanted = new URLSearchParams(location.search).get('id');
    if (wanted)
      shown = shown.filter(function (pass) {
        return pass.id === wanted;
      });
    if (shown.length === 0) {
      empty.hidden = false;
      return;
    }
    shown.forEach(function (pass) {
      var item = document.createElement('li');
      item.className = 'pass';
      item.setAttribute('data-booking-id', pass.id);
      var title = document.createElement('h2');
      title.textContent = pass.spotName;
      var period = document.createElement('p');
      period.textContent = pass.period;
      var qr = document.createElement('div');
      qr.className = 'qr';
      qr.setAttribute('role', 'img');
      qr.setAttribute('aria-label', 'QR code of the access code');
      // The SVG came from the shop's API (rendered from the access code alone) when the pass was kept.
      var svg = new DOMParser().parseFromString(pass.qrSvg, 'image/svg+xml').documentElement;
      if (svg && svg.nodeName === 'svg') qr.appendChild(document.importNode(svg, true));
      var code = document.createElement('p');
      code.className = 'code';
      code.textContent = 'Access code: ';
      var strong = document.createElement('strong');
      strong.textContent = pass.code;
      code.appendChild(strong);
      item.append(title, period, qr, code);
      if (pass.plate) {
        var plate = document.createElement('p');
        plate.textContent = 'Vehicle plate: ' + pass.plate;
        item.appendChild(plate);
      }
      var link = document.createElement('a');
      link.href = pass.href;
      link.textContent = 'Manage this booking (needs a connection)';
      item.appendChild(link);
      list.appendChild(item);
    });
  }
  if (!('indexedDB' in window)) return done([]);
  var open = indexedDB.open('storefront-passes', 1);
  open.onupgradeneeded = function () {
    open.result.createObjectStore('passes', { keyPath: 'id' });
  };
  open.onerror = function () {
    done([]);
  };
  open.onsuccess = function () {
    var db = open.result;
    var request = db.transaction('passes').objectStore('passes').getAll();
    request.onsuccess = function () {
      done(request.result || []);
      db.close();
    };
    request.onerror = function () {
      done([]);
      db.close();
    };
  };
})();
