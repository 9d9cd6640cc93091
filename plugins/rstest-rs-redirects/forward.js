// Forwards a redirect page of plugins/rstest-rs-redirects to its target (the
// page's canonical link), keeping the query and #hash unless the target names
// an anchor of its own. Replaces the history entry: Back skips the old path.
(function () {
  var link = document.querySelector('link[rel="canonical"]');
  var to = link && link.getAttribute('href');
  if (!to) return;
  if (to.indexOf('#') === -1) to += window.location.search + window.location.hash;
  window.location.replace(to);
})();
