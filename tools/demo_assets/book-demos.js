// The {demo} directive's live part (tools/book_demos.py): load the Voici app on demand.
// The iframe is same-origin, so this page can tell when the app's buttons exist, size the
// frame to its content, swap the still picture of the deal for the live game, move the
// keyboard focus into it and scroll the whole game into view under the book's sticky
// header. Each demo also gets a "Skip to the game" link at the top.
//
// Class deals: a page opened as <page>?deal=<code> (e.g. war.html?deal=war:7) starts the
// demo whose game (data-games: the id and its aliases) the code names, then types the
// code into the live app's "Deal code" box and presses Go, as a reader would. The class
// link under each demo follows the deal on show, and "Copy class link" copies it.
(function () {
  "use strict";
  var READY = ".jupyter-widgets button, .widget-button";
  var TIMEOUT_S = 120;
  var DEAL_TIMEOUT_S = 30;
  // For this long after the app is live, the page keeps the whole game in view as the
  // frame grows to the game's height (then the reader's own scrolling is left alone).
  var REVEAL_MS = 3000;

  function frameDoc(frame) {
    try { return frame.contentDocument; } catch (e) { return null; }
  }

  // The live app's deal-code box, its Go button, its current deal and its status line.
  function dealParts(doc) {
    var parts = { input: null, go: null, code: null, status: null };
    doc.querySelectorAll(".widget-text").forEach(function (w) {
      var label = w.querySelector(".widget-label");
      if (!parts.input && label && label.textContent.trim() === "Deal code:") {
        parts.input = w.querySelector("input");
        var row = w.parentElement;
        parts.go = Array.prototype.find.call(row.querySelectorAll("button"), function (b) {
          return b.textContent.trim() === "Go";
        }) || null;
        Array.prototype.some.call(row.querySelectorAll(".widget-html"), function (h) {
          if (h.textContent.indexOf("Current deal:") >= 0 && h.querySelector("code")) {
            parts.code = h.querySelector("code").textContent.trim();
            return true;
          }
          return false;
        });
        var app = w.closest(".widget-vbox");
        parts.status = app ? app.querySelector(".cardlib-status") : null;
      }
    });
    return parts;
  }

  function classLink(code) {
    return location.href.split(/[?#]/)[0] + "?deal=" + encodeURIComponent(code)
      .replace(/%3A/gi, ":").replace(/%3D/gi, "=").replace(/%2C/gi, ",");
  }

  function showCode(box, code) {
    if (!code || box.dataset.code === code) { return; }
    box.dataset.code = code;
    var shown = box.querySelector(".cardlib-demo-code");
    var link = box.querySelector(".cardlib-demo-link");
    if (shown) { shown.textContent = code; }
    if (link) { link.href = classLink(code); link.textContent = classLink(code); }
  }

  // Type ``code`` into the live app and press Go; report what the app said.
  function loadDeal(box, frame, code, say) {
    var doc = frameDoc(frame);
    var parts = doc && dealParts(doc);
    if (!parts || !parts.input || !parts.go) {
      say("Could not find the deal-code box in the app: type " + code + " into it.");
      return;
    }
    var before = parts.status ? parts.status.textContent : "";
    parts.input.focus();
    parts.input.value = code;
    parts.input.dispatchEvent(new Event("input", { bubbles: true }));
    parts.input.dispatchEvent(new Event("change", { bubbles: true }));
    parts.go.click();
    var began = Date.now();
    var timer = window.setInterval(function () {
      var now = dealParts(doc);
      var text = now.status ? now.status.textContent : "";
      if (text && text !== before) {
        window.clearInterval(timer);
        box.dataset.dealLoaded = now.code || "";
        say("Class deal " + code + ": " + text);
      } else if ((Date.now() - began) / 1000 > DEAL_TIMEOUT_S) {
        window.clearInterval(timer);
        say("The app did not answer the class deal " + code + ": type it into its box.");
      }
    }, 200);
  }

  // The height of the page's top that the book's sticky header covers (0 if it has none).
  function coveredTop() {
    var covered = 0;
    document.querySelectorAll(".bd-header-article, .bd-header").forEach(function (el) {
      var css = getComputedStyle(el);
      if ((css.position === "sticky" || css.position === "fixed") && el.offsetHeight) {
        covered = Math.max(covered, (parseFloat(css.top) || 0) + el.offsetHeight);
      }
    });
    return covered;
  }

  // Scroll the page so that ``el`` starts just under the sticky header: always, or (when
  // ``onlyIfHidden``) only when part of it is out of view. A live game is shown whole
  // when it fits the window (the tallest demos do on a laptop's 800 px screen).
  function showUnderHeader(el, onlyIfHidden) {
    var top = coveredTop();
    var r = el.getBoundingClientRect();
    if (onlyIfHidden && r.top >= top && r.bottom <= window.innerHeight) { return; }
    window.scrollBy(0, r.top - top - 2);
  }

  // Move the keyboard focus into a live app: the iframe itself, then the app's first
  // control (the app focuses it when told so: window.focus() or a "cardlib-focus" message).
  function focusApp(frame) {
    try {
      frame.focus();
      var win = frame.contentWindow;
      if (win) {
        win.focus();
        win.postMessage({ type: "cardlib-focus" },
                        location.origin && location.origin !== "null" ? location.origin : "*");
      }
    } catch (e) { /* a frame that cannot be reached keeps the focus on the page */ }
  }

  function start(box, code) {
    var button = box.querySelector(".cardlib-demo-play");
    var status = box.querySelector(".cardlib-demo-status");
    if (box.dataset.started) { return; }
    box.dataset.started = "1";
    var title = box.dataset.title || "the demo";
    var frame = document.createElement("iframe");
    var began = Date.now();
    // Not disabled: a disabled button drops the keyboard focus back to the page.
    button.setAttribute("aria-disabled", "true");
    box.classList.add("cardlib-demo-loading");
    frame.className = "cardlib-demo-frame";
    frame.title = title + ", playable";
    frame.style.height = (box.dataset.height || 560) + "px";
    frame.src = box.dataset.src;
    box.insertBefore(frame, status);

    function say(text) { status.textContent = text; }
    say("Starting Python in your browser\u2026");
    var timer = window.setInterval(function () {
      var s = Math.round((Date.now() - began) / 1000);
      var doc = frameDoc(frame);
      var ready = doc && doc.querySelector(READY);
      if (ready) {
        window.clearInterval(timer);
        var active = document.activeElement;
        // (the app may have taken the focus into its frame itself: see live-app.js)
        var wasHere = !active || active === document.body || active === button ||
          active === frame;
        box.classList.remove("cardlib-demo-loading");
        box.classList.add("cardlib-demo-live");
        box.dataset.readyAfter = String((Date.now() - began) / 1000);
        say(title + " is live (ready in " + s + " s): the buttons play the game.");
        button.hidden = true;
        // the game is shown whole, also as it takes its full height in its first seconds
        var live = Date.now();
        var reveal = function () {
          if ((wasHere || code) && Date.now() - live < REVEAL_MS) { showUnderHeader(frame, true); }
        };
        fit(frame, reveal);
        if (code) { loadDeal(box, frame, code, say); }
        if (wasHere && !code) { focusApp(frame); }
        reveal();
        window.setInterval(function () { showCode(box, dealParts(doc).code); }, 1000);
      } else if (s >= TIMEOUT_S) {
        window.clearInterval(timer);
        box.classList.remove("cardlib-demo-loading");
        box.classList.add("cardlib-demo-failed");
        say("The live demo did not start after " + s + " s. Reload the page to try again, " +
            "or play it in JupyterLab (below).");
      } else {
        say("Starting Python in your browser\u2026 " + s + " s (usually under 5 s; " +
            "longer on a first visit over a slow connection). " +
            (code ? "Then the class deal " + code + " is loaded."
                  : "The picture above is the deal you will play."));
      }
    }, 250);
  }

  // The frame takes the height of the app's content, and follows it as the game changes.
  // The app's page grows with its content instead of scrolling inside itself (its
  // stylesheet, lite/static/cardlib/live-app.css), so its <html> is as tall as the content;
  // the app also posts {type: "cardlib-height"} whenever that height changes.
  function fit(frame, onResize) {
    var doc = frame.contentDocument;
    if (!doc) { return; }
    var resize = function () {
      var h = Math.ceil(doc.documentElement.getBoundingClientRect().height);
      if (getComputedStyle(frame).boxSizing === "border-box") {
        h += frame.offsetHeight - frame.clientHeight;  // the frame's borders
      }
      if (h > 0 && frame.style.height !== h + "px") {
        frame.style.height = h + "px";
        if (onResize) { onResize(); }
      }
    };
    resize();
    if (window.ResizeObserver) { new ResizeObserver(resize).observe(doc.documentElement); }
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (event.source === frame.contentWindow && data && data.type === "cardlib-height") {
        resize();
      }
    });
  }

  // The demo a class deal code is for: the box whose game (or alias) the code names.
  function boxFor(boxes, code) {
    var name = code.split(":")[0].trim().toLowerCase();
    var match = boxes.filter(function (box) {
      return (box.dataset.games || "").split(" ").indexOf(name) >= 0;
    });
    return match.length ? match[0] : (boxes.length === 1 ? boxes[0] : null);
  }

  function copy(box) {
    var link = box.querySelector(".cardlib-demo-link");
    var button = box.querySelector(".cardlib-demo-copy");
    var text = link.href;
    var done = function () { button.textContent = "Copied"; };
    var fallback = function () {
      var range = document.createRange();
      range.selectNodeContents(link);
      var sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      button.textContent = "Selected: press Ctrl+C";
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else {
      fallback();
    }
    window.setTimeout(function () { button.textContent = "Copy class link"; }, 3000);
  }

  // The still picture of the deal keeps its proportions and fits the column's width.
  function fitPicture(box) {
    var stage = box.querySelector(".cardlib-demo-preview");
    var picture = box.querySelector(".cardlib-demo-picture");
    if (!stage || !picture) { return; }
    picture.style.zoom = "";
    var natural = Math.max(picture.offsetWidth, picture.scrollWidth);
    // clientWidth counts the padding, which the picture does not get
    var pad = window.getComputedStyle(stage);
    var room = stage.clientWidth - parseFloat(pad.paddingLeft) - parseFloat(pad.paddingRight);
    if (natural > 0 && room > 0 && natural > room) {
      picture.style.zoom = String(Math.floor(room / natural * 1000) / 1000);
    }
  }

  // "Skip to the game" links, right after the theme's own skip link (the first Tab stop):
  // to Play, or into the game once it is live.
  function skipLinks(boxes) {
    if (!boxes.length) { return; }
    var nav = document.createElement("div");
    nav.className = "cardlib-skip-links";
    boxes.forEach(function (box) {
      var link = document.createElement("a");
      link.className = "cardlib-skip-link";
      link.href = "#" + box.id;
      link.textContent = "Skip to the game" + (boxes.length > 1 ? ": " + box.dataset.title : "");
      link.addEventListener("click", function (event) {
        event.preventDefault();
        var frame = box.querySelector(".cardlib-demo-frame");
        showUnderHeader(box, false);
        if (box.classList.contains("cardlib-demo-live") && frame) {
          focusApp(frame);
        } else {
          box.querySelector(".cardlib-demo-play").focus({ preventScroll: true });
        }
      });
      nav.appendChild(link);
    });
    var first = document.querySelector("#pst-skip-link, .skip-link");
    if (first && first.parentNode) {
      first.parentNode.insertBefore(nav, first.nextSibling);
    } else {
      document.body.insertBefore(nav, document.body.firstChild);
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var boxes = Array.prototype.slice.call(document.querySelectorAll(".cardlib-demo"));
    skipLinks(boxes);
    boxes.forEach(function (box) {
      var code = box.querySelector(".cardlib-demo-code");
      if (code) { showCode(box, code.textContent.trim()); }
      fitPicture(box);
      window.addEventListener("resize", function () { fitPicture(box); });
      var play = box.querySelector(".cardlib-demo-play");
      play.addEventListener("click", function () { start(box); });
      var cover = box.querySelector(".cardlib-demo-cover");
      if (cover) {
        cover.addEventListener("click", function (event) {
          if (event.target === cover) { play.click(); }
        });
      }
      var copyButton = box.querySelector(".cardlib-demo-copy");
      if (copyButton) { copyButton.addEventListener("click", function () { copy(box); }); }
    });
    var deal = new URLSearchParams(location.search).get("deal");
    if (deal && deal.trim()) {
      var target = boxFor(boxes, deal.trim());
      if (target) {
        showUnderHeader(target, false);
        start(target, deal.trim());
      }
    }
  });
})();

// Fixes to the theme's own markup (sphinx-book-theme, myst-nb), for screen readers and
// speech input; tests/browser/test_pages.py runs axe-core on every page to keep them so.
(function () {
  "use strict";
  function fix() {
    // Icon-font glyphs are decorative: the buttons that hold them have their own names.
    document.querySelectorAll('i[class*="fa-"]').forEach(function (icon) {
      icon.setAttribute("aria-hidden", "true");
    });
    // A name must contain the words on show ("Search Ctrl+K", "Show code cell source"):
    // let those words name the search field and the code toggles.
    document.querySelectorAll(".search-button-field[aria-label], details > summary[aria-label]")
      .forEach(function (el) {
        if (el.textContent.trim()) { el.removeAttribute("aria-label"); }
      });
    // The sidebar's chevrons (a summary with no words) open a family's list of pages.
    document.querySelectorAll(".bd-sidebar summary, nav summary").forEach(function (summary) {
      if (summary.textContent.trim() || summary.getAttribute("aria-label")) { return; }
      var item = summary.closest("li");
      var link = item && item.querySelector("a");
      summary.setAttribute("aria-label",
        "Pages of " + (link ? link.textContent.trim() : "this section"));
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", fix);
  } else {
    fix();
  }
})();
