// timercheck's HTML report (report/emit_html.c): the filters by rule,
// severity and file. The report is complete without this script; it only
// hides what the filters leave out. An address ending in
// #rule=R&severity=S&file=F presets them, so a filtered view can be linked.
(function () {
  'use strict';
  var keys = ['rule', 'severity', 'file'];
  var selects = {};

  function matches(article) {
    return keys.every(function (k) {
      var wanted = selects[k].value;
      return wanted === '' || article.getAttribute('data-' + k) === wanted;
    });
  }

  function apply() {
    var findings = document.querySelectorAll('article.finding');
    var shown = 0;
    findings.forEach(function (article) {
      article.hidden = !matches(article);
      if (!article.hidden) shown++;
    });
    // Innermost groups first: a rule's group is empty once its files' are.
    var groups = Array.prototype.slice.call(document.querySelectorAll('section.group')).reverse();
    groups.forEach(function (group) {
      group.hidden = !group.querySelector('article.finding:not([hidden])');
    });
    document.getElementById('shown').textContent =
      shown + ' of ' + findings.length + ' finding' + (findings.length === 1 ? '' : 's') + ' shown';
  }

  function fromAddress() {
    var params = new URLSearchParams(window.location.hash.slice(1));
    keys.forEach(function (k) {
      var value = params.get(k);
      var known = Array.prototype.some.call(selects[k].options, function (o) { return o.value === value; });
      if (value !== null && known) selects[k].value = value;
    });
  }

  keys.forEach(function (k) {
    selects[k] = document.getElementById('filter-' + k);
    selects[k].disabled = false;
    selects[k].addEventListener('change', apply);
  });
  window.addEventListener('hashchange', function () { fromAddress(); apply(); });
  fromAddress();
  apply();
}());
