// Inside every demo app (a Voici page, usually in the book's iframe); installed into each
// page by `tools/lite_site.py finish`. With the app's stylesheet (live-app.css):
//
// * theme: the app follows the book page's theme (data-theme on the parent's <html>, also
//   when the reader switches it), else ?theme=dark|light, else the system's preference;
//   it sets data-cardlib-theme on its own <html>, which live-app.css keys the colours on;
// * focus: when the game's first control exists, and whenever the page posts
//   {type: "cardlib-focus"}, keyboard focus moves to it;
// * Escape clears a selected card (it presses the game's "Clear selection" button);
// * focus: it never falls to the page when its control is disabled or removed by a move
//   (it moves to the nearest enabled control of the same row, else the first control);
// * speech: each game's live line (class cardlib-live-line, an ipywidgets HTML out of
//   sight whose content, the status line's message in words, is replaced at every
//   message) is made a polite live region on its own element, which stays in the page, so
//   that a screen reader speaks every move, reply and refusal, with cards as words (a
//   region inserted anew is not spoken; the status line itself is for the eye);
// * keys: the arrow keys in a game's table, and where the focus goes after a move that
//   takes the focused card away, are table-keys.js's (loaded first);
// * height: the page sizes its iframe to the app (book-demos.js); the app also posts
//   {type: "cardlib-height", height} to its parent on every change of its height;
// * no service worker is registered (there is none on the site).
(function () {
  "use strict";
  var root = document.documentElement;

  // The site ships no service worker (tools/lite_site.py: a Voici app reads no files, and
  // its kernel starts sooner without one), so JupyterLite's request for service-worker.js
  // was a 404 at every start. It is told at once that registering failed, as it was then.
  var noWorker = function () {
    return Promise.reject(new Error("the demos have no service worker"));
  };
  try {
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: {
        controller: null,
        register: noWorker,
        getRegistration: function () { return Promise.resolve(undefined); },
        getRegistrations: function () { return Promise.resolve([]); },
        addEventListener: function () {},
        removeEventListener: function () {}
      }
    });
  } catch (e) { /* a browser that refuses: the 404 stays, harmless */ }

  function parentRoot() {
    try {
      if (window.parent !== window && window.parent.document) {
        return window.parent.document.documentElement;
      }
    } catch (e) { /* another origin: no theme from there */ }
    return null;
  }

  function wantedTheme() {
    var up = parentRoot();
    var theme = up && (up.dataset.theme || up.dataset.mode);
    if (!theme) { theme = new URLSearchParams(location.search).get("theme"); }
    if (!theme && window.matchMedia) {
      theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    }
    return theme === "dark" ? "dark" : "light";
  }

  function applyTheme() {
    var theme = wantedTheme();
    if (root.dataset.cardlibTheme !== theme) { root.dataset.cardlibTheme = theme; }
  }
  applyTheme();
  var up = parentRoot();
  if (up && window.MutationObserver) {
    new MutationObserver(applyTheme).observe(up, {
      attributes: true, attributeFilter: ["data-theme", "data-mode"]
    });
  }

  // The game's first control: the first enabled button or box of the shown tab.
  function firstControl() {
    var panels = document.querySelectorAll(".cardlib-chapter-app .widget-tab-contents > *");
    var shown = Array.prototype.filter.call(panels, function (p) {
      return !p.classList.contains("lm-mod-hidden") && p.offsetParent !== null;
    });
    var scope = shown[0] || document.querySelector(".cardlib-chapter-app") || document.body;
    var controls = scope.querySelectorAll("button:not(:disabled), input:not(:disabled)");
    return Array.prototype.find.call(controls, function (el) {
      return el.offsetParent !== null;
    }) || null;
  }

  function focusGame() {
    var el = firstControl();
    if (el) { el.focus({ preventScroll: true }); }
    return el;
  }

  // At start-up the page shows the frame only once the game's buttons exist, so focus is
  // tried until it holds (or for 120 s, as long as the page waits for the app).
  var began = Date.now();
  var tries = window.setInterval(function () {
    var el = focusGame();
    var held = el && document.activeElement === el && document.hasFocus();
    if (held || Date.now() - began > 120000) { window.clearInterval(tries); }
  }, 200);

  window.addEventListener("message", function (event) {
    var data = event.data;
    if (data && data.type === "cardlib-focus") { focusGame(); }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !document.querySelector(".cardlib-selected")) { return; }
    var clear = document.querySelector(".cardlib-clear-selection");
    if (clear) {
      event.preventDefault();
      clear.click();
    }
  });

  function markLiveRegions() {
    var lines = document.querySelectorAll(".cardlib-live-line:not([role])");
    Array.prototype.forEach.call(lines, function (el) {
      el.setAttribute("role", "status");
      el.setAttribute("aria-live", "polite");
      el.setAttribute("aria-atomic", "true");
    });
  }
  // Focus never falls to the page: when the focused control is disabled or taken away by a
  // move (Undo after the last move to undo, any button at game over), the focus moves to
  // the nearest enabled control of the same row, else to the game's first control.
  var lastFocused = null;
  var keys = window.cardlibTableKeys || null;
  document.addEventListener("focusin", function (event) { lastFocused = event.target; });
  function shown(el) { return el.offsetParent !== null; }
  function keepFocus() {
    var active = document.activeElement;
    // a focused control just disabled is still the active element until the browser's
    // focus fixup moves the focus to the page
    var lost = !active || active === document.body || active.disabled || !active.isConnected;
    if (!lastFocused || !document.hasFocus() || !lost) { return; }
    // a card of a table: the top card of its pile, or of another (table-keys.js)
    if (keys && keys.refocus(lastFocused)) { return; }
    var row = lastFocused.isConnected && lastFocused.closest
      ? lastFocused.closest(".widget-hbox, .widget-vbox") : null;
    var near = row ? Array.prototype.find.call(
      row.querySelectorAll("button:not(:disabled), input:not(:disabled)"), shown) : null;
    var el = near || firstControl();
    if (el) { el.focus({ preventScroll: true }); }
  }

  function onChange() {
    markLiveRegions();
    if (keys) { keys.rove(); }
    keepFocus();
  }
  markLiveRegions();
  if (window.MutationObserver) {
    new MutationObserver(onChange).observe(root, {
      childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "class"]
    });
  }

  var posted = -1;
  function postHeight() {
    var h = Math.ceil(root.getBoundingClientRect().height);
    if (h !== posted && window.parent !== window) {
      posted = h;
      window.parent.postMessage({ type: "cardlib-height", height: h }, "*");
    }
  }
  if (window.ResizeObserver) { new ResizeObserver(postHeight).observe(root); }
})();
