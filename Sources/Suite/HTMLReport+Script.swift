/// The page's script, inline: the status filter and the search box (kept in the address's
/// fragment, `#failed?q=circles`, so a link opens the same view), and the slider and blink
/// that compare a mark's pictures.
extension HTMLReport {
    static let script = #"""
    (() => {
      const captures = [...document.querySelectorAll('[data-testid="capture"]')];
      const buttons = [...document.querySelectorAll('[data-testid="filter"]')];
      const search = document.querySelector('[data-testid="search"]');
      const noMatch = document.querySelector('.no-match');
      const filters = buttons.map(b => b.dataset.filter);
      let filter = 'all';

      function apply() {
        const query = search.value.trim().toLowerCase();
        let shown = 0;
        for (const c of captures) {
          const visible = (filter === 'all' || c.dataset.status === filter) && (!query || c.dataset.search.includes(query));
          c.hidden = !visible;
          if (visible) shown++;
        }
        for (const g of document.querySelectorAll('.group')) {
          g.hidden = !g.querySelector('[data-testid="capture"]:not([hidden])');
        }
        noMatch.hidden = shown > 0 || captures.length === 0;
        for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.filter === filter));
        const hash = (filter === 'all' ? '' : filter) + (query ? '?q=' + encodeURIComponent(query) : '');
        if (location.hash.slice(1) !== hash) history.replaceState(null, '', hash ? '#' + hash : location.pathname);
      }

      function readHash() {
        const [f, q] = location.hash.slice(1).split('?q=');
        filter = filters.includes(f) ? f : 'all';
        search.value = q ? decodeURIComponent(q) : '';
      }

      for (const b of buttons) b.addEventListener('click', () => { filter = b.dataset.filter; apply(); });
      search.addEventListener('input', apply);
      document.addEventListener('keydown', e => {
        if (e.key === '/' && document.activeElement !== search) { e.preventDefault(); search.focus(); search.select(); }
        else if (e.key === 'Escape' && document.activeElement === search) { search.value = ''; apply(); search.blur(); }
      });
      window.addEventListener('hashchange', () => { readHash(); apply(); });

      for (const compare of document.querySelectorAll('.compare')) {
        const stack = compare.querySelector('.stack');
        const range = compare.querySelector('input[type="range"]');
        if (!stack || !range) continue;
        const top = stack.querySelector('img.top');
        const labels = [compare.querySelector('.expected-label'), compare.querySelector('.actual-label')];
        let timer = null;
        const show = actual => {
          top.style.opacity = actual ? '1' : '0';
          labels[0].classList.toggle('showing', !actual);
          labels[1].classList.toggle('showing', actual);
        };
        const setMode = mode => {
          compare.dataset.mode = mode;
          for (const b of compare.querySelectorAll('.modes button')) b.setAttribute('aria-pressed', String(b.dataset.mode === mode));
          clearInterval(timer);
          timer = null;
          top.style.opacity = '';
          if (mode === 'blink') {
            let actual = true;
            show(actual);
            timer = setInterval(() => { actual = !actual; show(actual); }, 600);
          }
        };
        for (const b of compare.querySelectorAll('.modes button')) b.addEventListener('click', () => setMode(b.dataset.mode));
        range.addEventListener('input', () => stack.style.setProperty('--split', range.value + '%'));
      }

      readHash();
      apply();
    })();
    """#
}
