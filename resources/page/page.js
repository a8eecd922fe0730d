// Renders every .math element of the lesson page with the bundled KaTeX.
// document.title becomes "rendered" when all formulas are done, so the app knows when to look.
(function () {
  'use strict';

  function renderIn(root) {
    var nodes = root.querySelectorAll('.math:not([data-rendered])');
    for (var i = 0; i < nodes.length; ++i) {
      var node = nodes[i];
      var tex = node.textContent;
      try {
        katex.render(tex, node, {
          displayMode: node.classList.contains('display'),
          throwOnError: false,
          strict: 'ignore'
        });
      } catch (e) {
        node.textContent = tex;
        node.classList.add('math-error');
      }
      node.setAttribute('data-rendered', '1');
    }
  }

  window.setLive = function (html) {
    var live = document.getElementById('live');
    live.innerHTML = html;
    live.style.display = html ? '' : 'none';
    renderIn(live);
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
    var live = document.getElementById('live');
    if (live && !live.innerHTML.trim()) live.style.display = 'none';
    renderIn(document.body);
    if (document.fonts && document.fonts.ready) {
      document.fonts.ready.then(function () { document.title = 'rendered'; });
    } else {
      document.title = 'rendered';
    }
  });
})();
