// Renders every .math element of the lesson page with the bundled KaTeX (HTML for the eye, MathML
// for a screen reader). The formulas in the first screen come first: the console message
// "collision-lab:painted" says when a frame showing them rendered and fitted is on screen (what
// --screenshot waits for); the rest are rendered after it in short slices, and
// "collision-lab:rendered" says when every formula is done and fitted. A page asked to open at a
// place further down (body data-scroll-to, a fraction of its height), or loaded while hidden,
// renders everything first (and scrolls there), then says "rendered" and, once a frame is drawn,
// "painted". The title stays the lesson's heading, which a screen reader reads as the document's
// name.
(function () {
  'use strict';

  function signal(what) { console.info('collision-lab:' + what); }

  // A formula's name for a screen reader: KaTeX's speech text (English words, so marked lang="en"),
  // or its TeX when KaTeX has no words for a command. The MathML stays inside for those that read it.
  function speakable(node, tex) {
    var words = tex;
    try {
      if (typeof window.renderA11yString === 'function') words = window.renderA11yString(tex, { strict: 'ignore' });
    } catch (e) {
      words = tex;
    }
    node.setAttribute('role', 'math');
    node.setAttribute('aria-label', words);
    node.setAttribute('lang', 'en');
  }

  // While setLive renders an interim update (a drag), and while the first screen is rendered,
  // formulas are rendered lean: without their MathML and their spoken words, about half of
  // KaTeX's time. Such a formula is marked data-lean, and its label is its TeX until it is made
  // whole (completeLean) or rendered again.
  var lean = false;

  // A display formula too wide for its column even at kBreakBelow of its size is set as inline
  // maths instead (class "broken"), which KaTeX lets break after relations and operators.
  function render(node, tex) {
    var broken = node.classList.contains('broken');
    katex.render(tex, node, {
      displayMode: node.classList.contains('display') && !broken,
      output: lean ? 'html' : 'htmlAndMathml',
      throwOnError: false,
      strict: 'ignore'
    });
  }

  function renderOne(node) {
    var tex = node.textContent;
    node.setAttribute('data-source', tex);
    try {
      render(node, tex);
    } catch (e) {
      node.textContent = tex;
      node.classList.add('math-error');
    }
    node.setAttribute('data-rendered', '1');
    if (lean) {
      node.setAttribute('data-lean', '1');
      node.setAttribute('role', 'math');
      node.setAttribute('aria-label', tex);
      return;
    }
    node.removeAttribute('data-lean');
    speakable(node, tex);
  }
  function renderIn(root) {
    var nodes = root.querySelectorAll('.math:not([data-rendered])');
    for (var i = 0; i < nodes.length; ++i) renderOne(nodes[i]);
  }

  // A formula rendered lean, made whole: its MathML (KaTeX's output 'mathml', put where output
  // 'htmlAndMathml' puts it, before the HTML it leaves as it is) and its spoken words. Nothing
  // the eye sees changes: KaTeX's style keeps the MathML out of sight and out of the line.
  function completeLean(node) {
    var tex = node.getAttribute('data-source');
    var shown = node.querySelector('.katex');
    if (shown && !shown.querySelector(':scope > .katex-mathml')) {
      var scratch = document.createElement('span');
      try {
        katex.render(tex, scratch, {
          displayMode: node.classList.contains('display') && !node.classList.contains('broken'),
          output: 'mathml',
          throwOnError: false,
          strict: 'ignore'
        });
      } catch (e) {
        scratch.textContent = '';
      }
      var math = scratch.querySelector('math');
      if (math) {
        var wrapper = document.createElement('span');
        wrapper.className = 'katex-mathml';
        wrapper.appendChild(math);
        shown.insertBefore(wrapper, shown.firstChild);
      }
    }
    node.removeAttribute('data-lean');
    speakable(node, tex);
  }

  // A formula wider than its column is scaled down to fit. A display formula is measured whole;
  // one that would have to shrink below kBreakBelow is broken into lines instead. An inline one
  // (or a broken one) is measured by its widest unbreakable piece, scaled to kMinScale at most:
  // smaller than that it would be unreadable, and its column scrolls sideways instead.
  var kMinScale = 0.5;
  var kBreakBelow = 0.75;
  function roomIn(node) {
    var block = node;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    if (!block) return 0;
    var style = getComputedStyle(block);
    return block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  }
  function scaleTo(node, ratio) {
    var scale = Math.max(kMinScale, Math.floor(ratio * 1000) / 1000 - 0.01);
    node.style.fontSize = (scale * 100).toFixed(1) + '%';
  }
  function fitInline(node) {
    var need = 0;
    var bases = node.querySelectorAll('.katex-html > .base');
    for (var i = 0; i < bases.length; ++i) need = Math.max(need, bases[i].getBoundingClientRect().width);
    var have = roomIn(node);
    if (have > 0 && need > have + 0.5) scaleTo(node, have / need);
  }
  function fitOne(node) {
    if (node.classList.contains('math-error')) return;
    node.style.fontSize = '';
    if (!node.classList.contains('display')) {
      fitInline(node);
      return;
    }
    var tex = node.getAttribute('data-source');
    var have = roomIn(node);
    if (node.classList.contains('broken')) {
      if (have <= Number(node.getAttribute('data-broken-at'))) {
        fitInline(node);
        return;
      }
      node.classList.remove('broken'); // the column grew: try it whole again
      render(node, tex);
    }
    var box = node.querySelector('.katex-display');
    if (!box) return;
    var need = box.scrollWidth;
    have = box.clientWidth;
    if (have <= 0 || need <= have + 0.5) return;
    if (have / need >= kBreakBelow) {
      scaleTo(node, have / need);
      return;
    }
    node.classList.add('broken');
    node.setAttribute('data-broken-at', String(have));
    render(node, tex);
    fitInline(node);
  }
  // A table (a truth table) too wide for the column is scaled down like a formula.
  function fitTable(table) {
    table.style.fontSize = '';
    var scale = 1;
    for (var round = 0; round < 3; ++round) { // the borders do not scale: measure again
      var need = table.scrollWidth;
      var have = table.clientWidth;
      if (have <= 0 || need <= have + 0.5 || scale <= kMinScale) return;
      scale = Math.max(kMinScale, scale * (Math.floor((have / need) * 1000) / 1000 - 0.01));
      table.style.fontSize = (scale * 100).toFixed(1) + '%';
    }
  }
  function fitFormulas(root) {
    var nodes = root.querySelectorAll('.math[data-rendered]');
    for (var i = 0; i < nodes.length; ++i) fitOne(nodes[i]);
    var tables = root.querySelectorAll('table');
    for (var j = 0; j < tables.length; ++j) fitTable(tables[j]);
  }
  window.fitFormulas = function () { fitFormulas(document.body); };

  // Formulas of the live box rendered again in place (their numbers changed, their column did
  // not): each is measured at the size it already has, its width at full size being that over its
  // scale, so one layout serves them all and a size is written only where it changes. Fitting
  // them from full size, as fitOne does, cost a layout of the page per formula: most of a live
  // update's time. One that would now have to break, or a broken one whose column grew, still
  // goes through fitOne.
  function extentOf(root) {
    var range = document.createRange();
    range.selectNodeContents(root);
    return range.getBoundingClientRect().width;
  }
  function refit(nodes) {
    var sizes = [];
    var again = [];
    for (var i = 0; i < nodes.length; ++i) { // measure all first
      var node = nodes[i];
      if (node.classList.contains('math-error')) continue;
      var scale = node.style.fontSize ? parseFloat(node.style.fontSize) / 100 : 1;
      var broken = node.classList.contains('broken');
      var need = 0;
      var have = roomIn(node);
      if (node.classList.contains('display') && !broken) {
        var box = node.querySelector('.katex-display');
        var html = box && box.querySelector('.katex-html');
        if (!html) continue;
        have = box.clientWidth;
        need = extentOf(html) / scale;
        if (have > 0 && need > have + 0.5 && have / need < kBreakBelow) {
          again.push(node);
          continue;
        }
      } else {
        if (broken && have > Number(node.getAttribute('data-broken-at'))) {
          again.push(node);
          continue;
        }
        var bases = node.querySelectorAll('.katex-html > .base');
        for (var b = 0; b < bases.length; ++b) need = Math.max(need, bases[b].getBoundingClientRect().width / scale);
      }
      var size = '';
      if (have > 0 && need > have + 0.5)
        size = (Math.max(kMinScale, Math.floor((have / need) * 1000) / 1000 - 0.01) * 100).toFixed(1) + '%';
      sizes.push([node, size]);
    }
    for (var j = 0; j < sizes.length; ++j) { // then write what changed (by more than rounding:
      var was = sizes[j][0].style.fontSize;  // a new size costs the page another layout)
      var now = sizes[j][1];
      if (was !== now && !(was && now && Math.abs(parseFloat(was) - parseFloat(now)) < 0.3))
        sizes[j][0].style.fontSize = now;
    }
    for (var k = 0; k < again.length; ++k) fitOne(again[k]);
  }
  var fitPending = false;
  window.addEventListener('resize', function () {
    if (fitPending) return;
    fitPending = true;
    requestAnimationFrame(function () {
      fitPending = false;
      window.fitFormulas(); // through the window, so that a test can switch the fitting off
      // A frame at the new size is on screen (what --screenshot waits for after a resize).
      afterFrame(function () { signal('resized'); });
    });
  });

  // The live box stays at the top of the view while the text scrolls under it, unless it is taller
  // than 45 % of the view: then it flows with the text (nothing scrolls inside it).
  function placeLive(live) {
    if (!live) return;
    live.classList.toggle('tall', live.offsetHeight > 0.45 * window.innerHeight);
  }
  window.addEventListener('resize', function () { placeLive(document.getElementById('live')); });

  // The live box's verdict: its last paragraph (not a note about the sources after it).
  function markConclusion(live) {
    var old = live.querySelectorAll('.conclusion');
    for (var i = 0; i < old.length; ++i) old[i].classList.remove('conclusion');
    var paragraphs = live.querySelectorAll(':scope > p:not(.erratum)');
    if (paragraphs.length > 1) paragraphs[paragraphs.length - 1].classList.add('conclusion');
  }

  // The text nodes of `root` outside its formulas, in document order.
  function textsOf(root) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        if (node.nodeType !== Node.TEXT_NODE)
          return node.classList.contains('math') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
        return NodeFilter.FILTER_ACCEPT;
      }
    });
    var texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    return texts;
  }

  // The HTML with every formula's TeX and every other text left out: two live boxes with the
  // same skeleton differ only in their words and numbers ("first contact at t = 0.857").
  function skeletonOf(root) {
    var copy = root.cloneNode(true);
    var maths = copy.querySelectorAll('.math');
    for (var i = 0; i < maths.length; ++i) maths[i].textContent = '';
    var texts = textsOf(copy);
    for (var j = 0; j < texts.length; ++j) texts[j].nodeValue = '\u0001'; // where each text is
    return copy.innerHTML;
  }

  // Replaces the live box. When only words and numbers changed, the changed texts are replaced
  // in place and only the formulas whose TeX changed are rendered again (KaTeX and the layout of
  // its output are the costly part of a drag). `interim`: render them lean (see `lean`); an
  // update that is not interim also makes whole the formulas an interim one left lean
  // (completeLean). Returns how many formulas were rendered.
  window.setLive = function (html, interim) {
    lean = !!interim;
    try {
      return replaceLive(html);
    } finally {
      lean = false;
    }
  };
  function replaceLive(html) {
    var live = document.getElementById('live');
    live.style.display = html ? '' : 'none';
    var next = document.createElement('div');
    next.innerHTML = html;
    var skeleton = skeletonOf(next);
    var fresh = next.querySelectorAll('.math');
    var shown = live.querySelectorAll('.math');
    var changed = [];
    var freshTexts = textsOf(next);
    var shownTexts = textsOf(live);
    if (live.getAttribute('data-skeleton') === skeleton && shown.length === fresh.length
        && shownTexts.length === freshTexts.length) {
      for (var t = 0; t < freshTexts.length; ++t) {
        if (shownTexts[t].nodeValue !== freshTexts[t].nodeValue) shownTexts[t].nodeValue = freshTexts[t].nodeValue;
      }
      for (var i = 0; i < fresh.length; ++i) {
        var tex = fresh[i].textContent;
        if (shown[i].getAttribute('data-tex') !== tex) {
          shown[i].textContent = tex;
          shown[i].setAttribute('data-tex', tex);
          shown[i].removeAttribute('data-rendered');
          changed.push(shown[i]);
        } else if (!lean && shown[i].hasAttribute('data-lean')) {
          completeLean(shown[i]);
        }
      }
      renderIn(live);
      refit(changed);
      placeLive(live);
      return changed.length;
    }
    for (var j = 0; j < fresh.length; ++j) fresh[j].setAttribute('data-tex', fresh[j].textContent);
    live.innerHTML = next.innerHTML;
    live.setAttribute('data-skeleton', skeleton);
    renderIn(live);
    fitFormulas(live);
    markConclusion(live);
    placeLive(live);
    return fresh.length;
  }

  // For --check-lessons: the KaTeX error for one formula, or "" when it renders.
  window.checkFormula = function (tex, display) {
    try {
      katex.renderToString(tex, { displayMode: display, throwOnError: true, strict: 'ignore' });
      return '';
    } catch (e) {
      return String(e.message || e);
    }
  };

  // Calls `then` once the fonts that the laid-out formulas asked for are there.
  function afterFonts(then) {
    if (document.fonts && document.fonts.ready) document.fonts.ready.then(then);
    else then();
  }
  // Calls `then` once a frame with the page as it is now has been presented (the second
  // animation frame starts after the first one was drawn).
  function afterFrame(then) {
    requestAnimationFrame(function () { requestAnimationFrame(then); });
  }

  // The formulas from the top of the page down to a little below the window's bottom, in rounds:
  // a rendered formula can be shorter than its TeX and bring the next ones up. Returns them.
  // They are rendered lean (what the eye sees, in about a quarter less of KaTeX's time) and made
  // whole first thing after the first frame (renderRest).
  function renderFirstScreen() {
    var bottom = window.innerHeight * 1.2;
    var shown = [];
    lean = true;
    try {
      for (var round = 0; round < 8; ++round) {
        var nodes = document.querySelectorAll('.math:not([data-rendered])');
        var batch = [];
        for (var i = 0; i < nodes.length && nodes[i].getBoundingClientRect().top < bottom; ++i) batch.push(nodes[i]);
        if (!batch.length) break;
        batch.forEach(renderOne);
        shown = shown.concat(batch);
      }
    } finally {
      lean = false;
    }
    return shown;
  }

  // The first screen's formulas and tables fitted to their column.
  function fitFirstScreen(shown) {
    shown.forEach(fitOne);
    var bottom = window.innerHeight * 1.2;
    var tables = document.querySelectorAll('table');
    for (var i = 0; i < tables.length && tables[i].getBoundingClientRect().top < bottom; ++i) fitTable(tables[i]);
  }

  // The formulas the first screen left lean made whole, then the formulas not rendered yet, in
  // document order, a slice of at most kSliceMs at a time so that the page keeps answering
  // (scrolling, the window's resize). Below the window they change nothing the reader sees; above
  // the reader's place the browser keeps that place in view (scroll anchoring). The slices are
  // messages, not timers: a hidden page's timers are slowed down to one a second. Runs once,
  // however often it is asked.
  var kSliceMs = 12;
  var restStarted = false;
  function renderRest(then) {
    if (restStarted) return;
    restStarted = true;
    var nodes = Array.prototype.slice.call(document.querySelectorAll('.math[data-lean]'))
      .concat(Array.prototype.slice.call(document.querySelectorAll('.math:not([data-rendered])')));
    var next = 0;
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      var end = performance.now() + kSliceMs;
      for (; next < nodes.length && performance.now() < end; ++next) {
        if (!nodes[next].hasAttribute('data-rendered')) renderOne(nodes[next]);
        else if (nodes[next].hasAttribute('data-lean')) completeLean(nodes[next]);
      }
      if (next < nodes.length) channel.port2.postMessage(0);
      else then();
    };
    channel.port2.postMessage(0);
  }

  // Everything fitted again with the fonts in place, then "rendered".
  function finish(then) {
    afterFonts(function () {
      fitFormulas(document.body);
      placeLive(document.getElementById('live'));
      signal('rendered');
      if (then) then();
    });
  }

  // The page stays invisible (lesson.css) until what is in view is rendered, so that no frame
  // shows raw TeX: not to the reader, not to --screenshot, which takes the first frame after
  // "painted" that is not one colour. Shown anyway after 3 s, should something go wrong.
  function reveal() { document.documentElement.classList.add('ready'); }
  setTimeout(reveal, 3000);

  document.addEventListener('DOMContentLoaded', function () {
    var heading = document.querySelector('main h1');
    if (heading) document.title = heading.textContent;
    var live = document.getElementById('live');
    if (live && !live.innerHTML.trim()) live.style.display = 'none';
    if (live) {
      // As setLive leaves it, so that the first update renders only the formulas it changes.
      live.setAttribute('data-skeleton', skeletonOf(live));
      var maths = live.querySelectorAll('.math');
      for (var i = 0; i < maths.length; ++i) maths[i].setAttribute('data-tex', maths[i].textContent);
      markConclusion(live);
    }
    var scrollTo = Number(document.body.getAttribute('data-scroll-to')) || 0;
    if (scrollTo > 0 || window.innerHeight <= 0 || document.hidden) {
      renderIn(document.body);
      finish(function () {
        if (scrollTo > 0) window.scrollTo(0, scrollTo * document.documentElement.scrollHeight);
        reveal();
        afterFrame(function () { signal('painted'); });
      });
      return;
    }
    var shown = renderFirstScreen();
    fitFirstScreen(shown);
    afterFonts(function () {
      fitFirstScreen(shown); // again, with the fonts in place
      placeLive(document.getElementById('live'));
      reveal();
      // The rest after the first frame; a hidden page draws no frames (until it is shown), so
      // there it goes on at once. A test that sets window.collisionLabHoldRest before this script
      // runs finds the page as --screenshot grabs it, until it calls collisionLabReleaseRest().
      function rest() { renderRest(function () { finish(); }); }
      afterFrame(function () {
        signal('painted');
        if (window.collisionLabHoldRest) window.collisionLabReleaseRest = rest;
        else rest();
      });
      if (document.hidden) rest();
      document.addEventListener('visibilitychange', function () {
        if (document.hidden) rest();
      });
    });
  });
})();
