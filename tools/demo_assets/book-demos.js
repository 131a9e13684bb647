// The {demo} directive's live part (tools/book_demos.py): load the Voici app on demand.
// The iframe is same-origin, so this page can tell when the app's buttons exist, size the
// frame to its content, and swap the static picture for the live game.
(function () {
  "use strict";
  var READY = ".jupyter-widgets button, .widget-button";
  var TIMEOUT_S = 120;

  function start(box) {
    var button = box.querySelector(".cardlib-demo-play");
    var status = box.querySelector(".cardlib-demo-status");
    var title = box.dataset.title || "the demo";
    var frame = document.createElement("iframe");
    var began = Date.now();
    button.disabled = true;
    box.classList.add("cardlib-demo-loading");
    frame.className = "cardlib-demo-frame";
    frame.title = title + ", playable";
    frame.style.height = (box.dataset.height || 560) + "px";
    frame.src = box.dataset.src;
    box.insertBefore(frame, box.querySelector(".cardlib-demo-bar"));

    function say(text) { status.textContent = text; }
    say("Starting Python in your browser\u2026");
    var timer = window.setInterval(function () {
      var s = Math.round((Date.now() - began) / 1000);
      var doc = null;
      try { doc = frame.contentDocument; } catch (e) { doc = null; }
      var ready = doc && doc.querySelector(READY);
      if (ready) {
        window.clearInterval(timer);
        box.classList.remove("cardlib-demo-loading");
        box.classList.add("cardlib-demo-live");
        box.dataset.readyAfter = String((Date.now() - began) / 1000);
        say(title + " is live (ready in " + s + " s): the buttons play the game.");
        button.hidden = true;
        fit(frame);
      } else if (s >= TIMEOUT_S) {
        window.clearInterval(timer);
        box.classList.remove("cardlib-demo-loading");
        box.classList.add("cardlib-demo-failed");
        say("The live demo did not start after " + s + " s. Reload the page to try again, " +
            "or play it in JupyterLab (below).");
      } else {
        say("Starting Python in your browser\u2026 " + s + " s (usually 10\u201320 s the " +
            "first time). The picture above is the deal you will play.");
      }
    }, 250);
  }

  function fit(frame) {
    var doc = frame.contentDocument;
    if (!doc) { return; }
    var resize = function () {
      var h = doc.documentElement.scrollHeight;
      if (h > 0) { frame.style.height = (h + 4) + "px"; }
    };
    resize();
    if (window.ResizeObserver) { new ResizeObserver(resize).observe(doc.body); }
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll(".cardlib-demo").forEach(function (box) {
      var button = box.querySelector(".cardlib-demo-play");
      button.addEventListener("click", function () { start(box); });
    });
  });
})();
