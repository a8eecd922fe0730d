// Renders every .math element of the lesson page with the bundled KaTeX (HTML for the eye, MathML
// for a screen reader). The console message "collision-lab:rendered" says when all formulas are
// done, "collision-lab:painted" when a frame with them is on screen, so the app knows when to look;
// the title stays the lesson's heading, which a screen reader reads as the document's name.
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

  function renderIn(root) {
    var nodes = root.querySelectorAll('.math:not([data-rendered])');
    for (var i = 0; i < nodes.length; ++i) {
      var node = nodes[i];
      var tex = node.textContent;
      try {
        katex.render(tex, node, {
          displayMode: node.classList.contains('display'),
          output: 'htmlAndMathml',
          throwOnError: false,
          strict: 'ignore'
        });
      } catch (e) {
        node.textContent = tex;
        node.classList.add('math-error');
      }
      node.setAttribute('data-rendered', '1');
      speakable(node, tex);
    }
  }

  // The page's HTML with every formula's TeX left out: two live boxes with the same skeleton
  // differ only in their numbers.
  function skeletonOf(root) {
    var copy = root.cloneNode(true);
    var maths = copy.querySelectorAll('.math');
    for (var i = 0; i < maths.length; ++i) maths[i].textContent = '';
    return copy.innerHTML;
  }

  // Replaces the live box. When only numbers changed, only the formulas whose TeX changed are
  // rendered again (KaTeX is the costly part of a drag).
  window.setLive = function (html) {
    var live = document.getElementById('live');
    live.style.display = html ? '' : 'none';
    var next = document.createElement('div');
    next.innerHTML = html;
    var skeleton = skeletonOf(next);
    var fresh = next.querySelectorAll('.math');
    var shown = live.querySelectorAll('.math');
    var rendered = 0;
    if (live.getAttribute('data-skeleton') === skeleton && shown.length === fresh.length) {
      for (var i = 0; i < fresh.length; ++i) {
        var tex = fresh[i].textContent;
        if (shown[i].getAttribute('data-tex') !== tex) {
          shown[i].textContent = tex;
          shown[i].setAttribute('data-tex', tex);
          shown[i].removeAttribute('data-rendered');
          ++rendered;
        }
      }
    } else {
      for (var j = 0; j < fresh.length; ++j) fresh[j].setAttribute('data-tex', fresh[j].textContent);
      live.innerHTML = next.innerHTML;
      live.setAttribute('data-skeleton', skeleton);
      rendered = fresh.length;
    }
    renderIn(live);
    return rendered;
  };

  // For --check-lessons: the KaTeX error for one formula, or "" when it renders.
  window.checkFormula = function (tex, display) {
    try {
      katex.renderToString(tex, { displayMode: display, throwOnError: true, strict: 'ignore' });
      return '';
    } catch (e) {
      return String(e.message || e);
    }
  };

  document.addEventListener('DOMContentLoaded', function () {
    var heading = document.querySelector('main h1');
    if (heading) document.title = heading.textContent;
    var live = document.getElementById('live');
    if (live && !live.innerHTML.trim()) live.style.display = 'none';
    renderIn(document.body);
    // "rendered" once the formulas and fonts are laid out, "painted" once a frame with them has
    // been presented (the second animation frame after that starts after the first is drawn).
    function done() {
      signal('rendered');
      requestAnimationFrame(function () {
        requestAnimationFrame(function () { signal('painted'); });
      });
    }
    if (document.fonts && document.fonts.ready) {
      document.fonts.ready.then(done);
    } else {
      done();
    }
  });
})();
