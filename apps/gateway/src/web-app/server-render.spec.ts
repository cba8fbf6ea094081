import {
  adIdOfPage,
  injectApp,
  injectAtHeadEnd,
  injectBeforeScripts,
  inlineStylesheets,
  isServerRendered,
  renderedHeadTags,
  routeChunksOf,
} from './server-render';

describe('server-rendered pages', () => {
  it('renders the public pages', () => {
    for (const path of ['/', '/categorie/autos', '/category/autos', '/nieuwste', '/zoeken', '/ad/12'])
      expect(isServerRendered(path)).toBe(true);
    for (const path of ['/profile', '/admin', '/business-dashboard', '/ad/abc']) expect(isServerRendered(path)).toBe(false);
    // A kept ad page still counts each view: the gateway needs the ad's id.
    expect([adIdOfPage('/ad/12'), adIdOfPage('/ad/12/'), adIdOfPage('/nieuwste')]).toEqual([12, 12, null]);
  });

  it('puts the rendered app between the markers, and its styles, preloads and state in the head', () => {
    const template = [
      '<html><head><title>x</title><script type="module" src="/assets/index.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/base.css">',
      '<script type="application/json" ' +
        'id="sm-route-chunks">[["^/$",["/assets/home.js"],["/assets/home.css"],["/api/categories"]]]</script></head>',
      '<body><div id="root"><!--app--><div class="static">header</div><!--/app--></div></body></html>',
    ].join('');
    const routes = routeChunksOf(template);
    const { head, styles, body } = renderedHeadTags(
      '/',
      '<link rel="preload" as="image" href="/a.webp"/><div class="sm-app">ads</div>',
      { q: '</script>' },
      routes,
    );
    expect(body).toBe('<div class="sm-app">ads</div>');
    expect(styles).toBe('<link rel="stylesheet" crossorigin href="/assets/home.css" />');
    expect(head).toContain('<link rel="preload" as="image" href="/a.webp"/>');
    // The state cannot close its script element.
    expect(head).toContain('<script type="application/json" id="sm-state">{"q":"\\u003c/script\\u003e"}</script>');
    const page = injectApp(injectAtHeadEnd(injectBeforeScripts(template, head), styles), body);
    expect(page).toContain('<div id="root"><div class="sm-app">ads</div></div>');
    expect(page.indexOf('id="sm-state"')).toBeLessThan(page.indexOf('<script type="module"'));
    // The page's own rules after the base ones, in the order the app itself loads them.
    expect(page.indexOf('/assets/base.css')).toBeLessThan(page.indexOf('/assets/home.css'));
    expect(page.indexOf('/assets/home.css')).toBeLessThan(page.indexOf('</head>'));
    // No script chunk of the page's is preloaded from the HTML: a guest's page may never load the app.
    expect(page).not.toContain('modulepreload');
  });

  it('writes the stylesheets it can read into the page, each with a disabled link for the app, and keeps the link of one it cannot', () => {
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/home-2.css" ' +
      '/></head>';
    const files: Record<string, string> = { '/assets/index-1.css': '.a{color:red}' };
    expect(inlineStylesheets(page, (href) => files[href] ?? null)).toBe(
      '<head><style data-href="/assets/index-1.css">.a{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled />' +
        '<link rel="stylesheet" crossorigin href="/assets/home-2.css" ' +
        '/></head>',
    );
  });
});
