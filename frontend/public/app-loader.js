// The app's code on a server-rendered page, started once the page has loaded what it shows (its HTML, styles,
// pictures and fonts) and painted it: on a slow connection the content comes first and the code after it, instead
// of both sharing the connection. The page works as plain links and text meanwhile. The shop's CSP forbids inline
// scripts, so this is a file; `data-entry` names the app's module and `data-preload` the modules it imports.
(function () {
  var loader = document.currentScript;
  var entry = loader.getAttribute('data-entry');
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  // After the paint that follows the load: a frame, then a task.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
