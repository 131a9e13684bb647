// Keys in a game's table, inside every demo app (issue 52); installed into each page, before
// live-app.js, by `tools/lite_site.py finish`. The widgets mark what the keys move in
// (cardlib/widgets/keys.py): a table (class cardlib-keys) holds piles (class cardlib-pile:
// a patience's piles, the reader's hand, the dice), each a row or column of buttons.
//
// * A table is one stop of the Tab key (a roving tabindex): one of its buttons has
//   tabindex 0 (the one last focused, else the top card of the first pile), all others -1.
// * Arrow keys move the focus: along a pile with the arrows of its direction (Up and Down
//   in a column, Left and Right in a row, the other way round in a reversed one), passing
//   over face-down cards, which cannot be played; past a pile's end, and with the other two
//   arrows, to the nearest pile on that side (one in line first), onto its top card (its
//   last usable button). Home and End go to the first and the last pile (in a table of
//   one pile, a hand, to its first and last card).
//   Enter or Space presses the focused card, as a click does.
// * After a move, when the focused card is gone or hidden, window.cardlibTableKeys.refocus
//   (called by live-app.js) puts the focus on the top card of the same pile, else of the
//   first pile still showing a card.
(function () {
  "use strict";
  var TABLE = ".cardlib-keys";
  var PILE = ".cardlib-pile";
  var BACK = "cardlib-card-back";  // a face-down card (cardlib/widgets/cards.py)
  var filter = function (list, test) { return Array.prototype.filter.call(list, test); };

  function usable(el) { return !el.disabled && el.offsetParent !== null; }
  function items(pile) { return filter(pile.querySelectorAll("button"), usable); }
  function topOf(pile) { var xs = items(pile); return xs.length ? xs[xs.length - 1] : null; }
  function piles(table) {
    return filter(table.querySelectorAll(PILE), function (p) { return items(p).length > 0; });
  }

  // Exactly one tab stop per table: its current button.
  function rove() {
    Array.prototype.forEach.call(document.querySelectorAll(TABLE), function (table) {
      var current = table.cardlibCurrent;
      if (!current || !current.isConnected || !usable(current)) {
        var before = table.cardlibPile;
        var pile = before && before.isConnected && items(before).length ? before : piles(table)[0];
        current = pile ? topOf(pile) : null;
        table.cardlibCurrent = current;
        table.cardlibPile = pile || null;
      }
      Array.prototype.forEach.call(table.querySelectorAll(PILE + " button"), function (b) {
        var want = b === current ? "0" : "-1";
        if (b.getAttribute("tabindex") !== want) { b.setAttribute("tabindex", want); }
      });
    });
  }

  function remember(el) {
    var pile = el.closest && el.closest(PILE);
    var table = pile && pile.closest(TABLE);
    if (!table) { return false; }
    table.cardlibCurrent = el;
    table.cardlibPile = pile;
    return true;
  }

  function centre(r) { return { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 }; }

  // The nearest pile of ``table`` on side ``dx``/``dy`` of ``pile`` (one of them is 0, the
  // other 1 or -1): a pile that starts beyond ``pile``'s edge on that side; first the piles
  // in line with it (their boxes overlap across the way), the nearest; else the one whose
  // distance plus twice the offset of the centres across the way is least.
  function nearest(table, pile, dx, dy) {
    var from = pile.getBoundingClientRect();
    var c = centre(from);
    var best = null;
    var score = Infinity;
    piles(table).forEach(function (p) {
      if (p === pile) { return; }
      var r = p.getBoundingClientRect();
      var d = centre(r);
      var beyond, distance, overlap, offset;
      if (dx) {
        beyond = dx > 0 ? r.left > from.left + 1 && d.x > c.x
          : r.right < from.right - 1 && d.x < c.x;
        distance = Math.max(0, dx > 0 ? r.left - from.right : from.left - r.right);
        overlap = Math.min(from.bottom, r.bottom) - Math.max(from.top, r.top);
        offset = Math.abs(d.y - c.y);
      } else {
        beyond = dy > 0 ? r.top > from.top + 1 && d.y > c.y
          : r.bottom < from.bottom - 1 && d.y < c.y;
        distance = Math.max(0, dy > 0 ? r.top - from.bottom : from.top - r.bottom);
        overlap = Math.min(from.right, r.right) - Math.max(from.left, r.left);
        offset = Math.abs(d.x - c.x);
      }
      if (!beyond) { return; }
      var s = overlap > 0 ? distance : 1e6 + distance + 2 * offset;
      if (s < score) { score = s; best = p; }
    });
    return best;
  }

  var STEPS = {
    ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]
  };

  document.addEventListener("keydown", function (event) {
    var el = event.target;
    if (event.altKey || event.ctrlKey || event.metaKey || !el || !el.closest) { return; }
    var pile = el.closest(PILE);
    var table = pile && pile.closest(TABLE);
    if (!table) { return; }
    var all = piles(table);
    var target = null;
    if ((event.key === "Home" || event.key === "End") && all.length === 1) {
      var hand = items(pile);  // a table of one pile (a hand): its first or last card
      target = hand[event.key === "Home" ? 0 : hand.length - 1];
    } else if (event.key === "Home" || event.key === "End") {
      target = topOf(all[event.key === "Home" ? 0 : all.length - 1]);
    } else if (STEPS[event.key]) {
      var step = STEPS[event.key];
      var flow = window.getComputedStyle(pile).flexDirection || "column";
      var row = flow.indexOf("row") === 0;
      var along = row ? step[0] : step[1];
      if (flow.indexOf("reverse") > 0) { along = -along; }
      var xs = items(pile);
      var i = xs.indexOf(el) + along;
      while (along && i >= 0 && i < xs.length && xs[i].classList.contains(BACK)) { i += along; }
      if (along && xs.indexOf(el) >= 0 && xs[i]) {
        target = xs[i];
      } else {
        var next = nearest(table, pile, step[0], step[1]);
        target = next ? topOf(next) : null;
      }
    } else {
      return;
    }
    event.preventDefault();
    if (target) {
      remember(target);
      rove();
      target.focus({ preventScroll: false });
    }
  });

  document.addEventListener("focusin", function (event) {
    if (remember(event.target)) { rove(); }
  });

  // Where the focus goes when the focused card ``last`` was taken away by a move: the top
  // card of its pile, else of the table's first pile showing one. False if ``last`` was
  // not a card of a table.
  function refocus(last) {
    var pile = last && last.closest && last.closest(PILE);
    var table = pile && pile.closest(TABLE);
    if (!table) { return false; }
    if (last.isConnected && usable(last)) {
      last.focus({ preventScroll: true });
      return true;
    }
    var el = pile.isConnected && topOf(pile);
    if (!el) {
      var all = piles(table);
      el = all.length ? topOf(all[0]) : null;
    }
    if (!el) { return false; }
    remember(el);
    rove();
    el.focus({ preventScroll: true });
    return true;
  }

  window.cardlibTableKeys = { rove: rove, refocus: refocus };
})();
