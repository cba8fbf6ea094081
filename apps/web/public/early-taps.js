// A tap on a button of a server-rendered page before React has taken the page over would be lost: on a cheap phone
// that is the first seconds, when the header's menu is what a visitor reaches for. This keeps the last such tap and
// clicks the same button again once the page has hydrated ('sm:hydrated', from shared/api/page-hydration.ts).
// A plain script (the CSP forbids inline ones), loaded async in the head; it does nothing on a page React renders.
/* global document, window */
(function () {
  if (!document.getElementById('sm-state') || document.documentElement.hasAttribute('data-hydrated')) return;
  var pending = null;
  var hydrated = false;
  function onTap(event) {
    if (hydrated) return;
    var target = event.target && event.target.closest ? event.target.closest('button, [role="button"]') : null;
    var root = document.getElementById('root');
    if (!target || !root || !root.contains(target)) return;
    // A form that works without JavaScript (the search box: action="/zoeken") submits as it is.
    if (target.type === 'submit' && target.form && target.form.getAttribute('action')) return;
    // Held back from React too: it replays taps on parts it has not hydrated yet, and the button must act once.
    event.preventDefault();
    event.stopPropagation();
    pending = target;
  }
  document.addEventListener('click', onTap, true);
  window.addEventListener('sm:hydrated', function () {
    hydrated = true;
    document.removeEventListener('click', onTap, true);
    var target = pending;
    pending = null;
    if (target && target.isConnected) target.click();
  });
})();
