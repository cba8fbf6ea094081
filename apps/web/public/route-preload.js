// Fetches the current public route's page chunks and CSS while the entry is still downloading (see
// build/route-preload.plugin.ts). A plain script copied as-is: it does nothing when the page has no list or the
// path is not one of the listed routes.
/* global document, location */
(function () {
  var data = document.getElementById('sm-route-chunks');
  if (!data) return;
  var routes;
  try { routes = JSON.parse(data.textContent || '[]'); } catch { return; }
  function link(rel, href, as) {
    var el = document.createElement('link');
    el.rel = rel;
    el.href = href;
    if (as) el.as = as;
    // The same CORS mode as Vite's own links and module scripts, so the browser reuses what it fetched here.
    el.crossOrigin = '';
    document.head.appendChild(el);
  }
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
    routes[i][1].forEach(function (href) { link('modulepreload', href); });
    routes[i][2].forEach(function (href) { link('preload', href, 'style'); });
    return;
  }
})();
