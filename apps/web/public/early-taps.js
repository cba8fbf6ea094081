// A tap on a button of a server-rendered page before React has taken the page over would be lost: for a guest the
// app loads only when they reach for something it does (src/main.tsx), and on a cheap phone it takes a moment. This
// keeps the last such tap and clicks the same button again once the page has hydrated ('sm:hydrated', from
// shared/api/page-hydration.ts). A plain script (the CSP forbids inline ones), loaded async in the head; it does
// nothing on a page React renders.
/* global document, window */
(function () {
  if (!document.getElementById('sm-state') || document.documentElement.hasAttribute('data-hydrated')) return;
  var pending = null;
  var pendingPlace = -1;
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
    pendingPlace = alike(target).indexOf(target);
    // A guest's page starts the app for it (src/main.tsx), also when this tap came before that script ran.
    document.documentElement.setAttribute('data-tap-held', '');
    window.dispatchEvent(new Event('sm:tap-held'));
  }
  document.addEventListener('click', onTap, true);
  // The elements like the one tapped (same tag, address and words), in the page's order.
  function alike(target) {
    var root = document.getElementById('root');
    var all = root ? root.querySelectorAll(target.tagName) : [];
    var found = [];
    for (var i = 0; i < all.length; i++) {
      if (all[i].getAttribute('href') === target.getAttribute('href') && all[i].textContent === target.textContent) found.push(all[i]);
    }
    return found;
  }
  // The element tapped, or the one hydration put in its place: React may replace a part whose HTML it did not take
  // over as it was, and a tap on the old element would be lost. Of several alike (a filter form on the page and one
  // in the phone's sheet, each with 'Toepassen'), the one at the same place among them.
  function current(target, place) {
    if (target.isConnected) return target;
    return alike(target)[place] || null;
  }
  window.addEventListener('sm:hydrated', function () {
    hydrated = true;
    document.removeEventListener('click', onTap, true);
    var target = pending;
    var place = pendingPlace;
    pending = null;
    if (!target) return;
    // After the commit that announced it: the parts hydrated in the same pass have their handlers by then.
    setTimeout(function () {
      var now = current(target, place);
      if (now) now.click();
    }, 0);
  });
})();
