// A tap on a button of a server-rendered page before React has taken the page over would be lost: for a guest the
// app loads only when they reach for something it does (src/main.tsx), and on a cheap phone it takes a moment. This
// keeps the last such tap and clicks the same button again once the page has hydrated ('sm:hydrated', from
// shared/api/page-hydration.ts). A plain script (the CSP forbids inline ones), loaded async in the head; it does
// nothing on a page React renders.
/* global document, window */
(function () {
  if (!document.getElementById('sm-state') || document.documentElement.hasAttribute('data-hydrated')) return;
  var pending = null;
  var hydrated = false;
  function onTap(event) {
    if (hydrated) return;
    // data-needs-app: a link the app must see first (the seller's call link waits for the safety checklist).
    var target = event.target && event.target.closest ? event.target.closest('button, [role="button"], [data-needs-app]') : null;
    var root = document.getElementById('root');
    if (!target || !root || !root.contains(target)) return;
    // A form that works without JavaScript (the search box: action="/zoeken") submits as it is.
    if (target.type === 'submit' && target.form && target.form.getAttribute('action')) return;
    // Held back from React too: it replays taps on parts it has not hydrated yet, and the button must act once.
    event.preventDefault();
    event.stopPropagation();
    pending = target;
    // A guest's page starts the app for it (src/main.tsx), also when this tap came before that script ran.
    document.documentElement.setAttribute('data-tap-held', '');
    window.dispatchEvent(new Event('sm:tap-held'));
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
