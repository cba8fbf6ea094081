// Fetches the current public route's page chunks, CSS and first API calls while the app's entry is still downloading
// (see build/route-preload.plugin.ts). A plain script copied as-is: it does nothing when the page has no list or the
// path is not one of the listed routes. A page rendered on the server carries its data (#sm-state) and its CSS: its
// chunks are fetched only when the app is started for it ('sm:app-wanted', from src/main.tsx), for a guest perhaps never.
/* global document, location, window */
(function () {
  var data = document.getElementById('sm-route-chunks');
  if (!data) return;
  var routes;
  try {
    routes = JSON.parse(data.textContent || '[]');
  } catch {
    return;
  }
  function link(rel, href, as, crossOrigin) {
    var el = document.createElement('link');
    el.rel = rel;
    el.href = href;
    if (as) el.as = as;
    // The same CORS mode as Vite's own links and module scripts, and as RTK Query's fetch (credentials: 'include'),
    // so the browser hands what it fetched here to them instead of fetching again.
    el.crossOrigin = crossOrigin || '';
    document.head.appendChild(el);
  }
  function preload(withPageData) {
    for (var i = 0; i < routes.length; i++) {
      var match = location.pathname.match(new RegExp(routes[i][0]));
      if (!match) continue;
      routes[i][1].forEach(function (href) {
        link('modulepreload', href);
      });
      if (!withPageData) return;
      routes[i][2].forEach(function (href) {
        link('preload', href, 'style');
      });
      (routes[i][3] || []).forEach(function (url) {
        link('preload', url.replace('$1', match[1] || ''), 'fetch', 'use-credentials');
      });
      return;
    }
  }
  if (!document.getElementById('sm-state')) preload(true);
  else if (document.documentElement.hasAttribute('data-app-wanted')) preload(false);
  else
    window.addEventListener(
      'sm:app-wanted',
      function () {
        preload(false);
      },
      { once: true },
    );
})();
