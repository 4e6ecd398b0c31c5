// Inlined at the end of every prerendered public page by scripts/defer-hydration.mjs (build only;
// `npm run dev` hydrates at once). The page is complete HTML; the React app (its scripts wait in
// <template id="app-deferred">) starts on the first sign of a person: a pointer, a touch, a key,
// focus, the wheel or a scroll, or at once when the URL carries a query (?tab=, ?zip=) that the
// static HTML cannot show. A button click or form submit made before the app has hydrated is
// replayed once it has, so nothing a visitor did is lost; the parts the page's behaviours run
// (src/web/behaviours/) answer at once instead. Keep it small and ES2017.
/* global document, location, addEventListener, removeEventListener */
(function () {
  var doc = document;
  var OWN = '[popovertarget],[data-menu-group],[data-dropdown],[data-consent],[data-tabs]';

  var deferred = doc.getElementById('app-deferred');
  if (!deferred) return;

  var triggers = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
  ];
  var options = { capture: true, passive: true };
  var started = false;
  var hydrated = false;
  var pendingClick = null;
  var pendingSubmit = null;

  /** A script copied from inert template content would never run: rebuild it. */
  function live(node) {
    if (node.nodeName === 'SCRIPT') {
      var script = doc.createElement('script');
      for (var i = 0; i < node.attributes.length; i++) {
        script.setAttribute(node.attributes[i].name, node.attributes[i].value);
      }
      script.text = node.text;
      return script;
    }
    var copy = doc.importNode(node, false);
    if (node.nodeName === 'TEMPLATE') {
      copy.content.appendChild(doc.importNode(node.content, true));
    }
    for (var child = node.firstChild; child; child = child.nextSibling) {
      copy.appendChild(live(child));
    }
    return copy;
  }

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < triggers.length; i++) removeEventListener(triggers[i], start, options);
    var nodes = [];
    for (var node = deferred.content.firstChild; node; node = node.nextSibling) {
      nodes.push(live(node));
    }
    // The same nodes, in the same place, as the server rendered them: hydration matches.
    deferred.replaceWith.apply(deferred, nodes);
  }

  doc.addEventListener(
    'click',
    function (event) {
      if (hydrated) return;
      var target = event.target.closest && event.target.closest('button');
      // The menu, dropdowns, banner and tabs work without the app (src/web/behaviours/).
      if (!target || target.closest(OWN)) return;
      event.preventDefault();
      pendingClick = target;
      start();
    },
    true,
  );
  doc.addEventListener(
    'submit',
    function (event) {
      if (hydrated) return;
      event.preventDefault();
      pendingSubmit = event.target;
      start();
    },
    true,
  );
  addEventListener(
    'app:hydrated',
    function () {
      hydrated = true;
      if (pendingSubmit && pendingSubmit.isConnected) pendingSubmit.requestSubmit();
      else if (pendingClick && pendingClick.isConnected) pendingClick.click();
    },
    { once: true },
  );

  if (location.search) start();
  else for (var i = 0; i < triggers.length; i++) addEventListener(triggers[i], start, options);
})();
