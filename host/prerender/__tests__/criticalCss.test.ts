import { hoistEmotionStyles } from '../criticalCss';

// What emotion's server render writes: each component's CSS just before its markup.
const HEAD = '<title>Snap</title><style>html, body { margin: 0; }</style>';
const BODY =
  '<div id="root" data-prerendered="/">' +
  '<style data-emotion="css-global pixskc">html{box-sizing:border-box;}</style>' +
  '<style data-emotion="css 1akt1aa">.css-1akt1aa{display:flex;}</style><header class="css-1akt1aa">Snap</header>' +
  '<style data-emotion="css 0">.css-0{}</style><main class="css-0">' +
  '<style data-emotion="css 1trb2rc">.css-1trb2rc{padding:16px;}.css-1trb2rc:hover{color:red;}</style>' +
  '<section class="css-1trb2rc"><h1>Hi</h1></section></main></div>';
const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('hoistEmotionStyles', () => {
  it("moves every component's CSS into one <style> at the end of the head, rules and ids in page order", () => {
    const html = hoistEmotionStyles(page(HEAD, BODY));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toBe(
      '<!doctype html><html><head>' +
        HEAD +
        '<style data-emotion="css-global pixskc">html{box-sizing:border-box;}</style>' +
        '<style data-emotion="css 1akt1aa 0 1trb2rc">' +
        '.css-1akt1aa{display:flex;}.css-0{}.css-1trb2rc{padding:16px;}.css-1trb2rc:hover{color:red;}' +
        '</style>',
    );
  });

  it('leaves the markup itself as it was, without a single <style> in the body', () => {
    const html = hoistEmotionStyles(page(HEAD, BODY));
    const body = html.slice(html.indexOf('</head>'));
    expect(body).not.toContain('<style');
    expect(body).toBe(
      '</head><body><div id="root" data-prerendered="/">' +
        '<header class="css-1akt1aa">Snap</header><main class="css-0"><section class="css-1trb2rc"><h1>Hi</h1></section></main>' +
        '</div></body></html>',
    );
  });

  it("keeps a Global's styles in a tag of their own, which the component looks up by its exact attribute", () => {
    const body =
      '<style data-emotion="css-global a1">body{margin:0}</style><p>x</p><style data-emotion="css-global b2">a{color:red}</style>';
    expect(hoistEmotionStyles(page('', body))).toBe(
      page(
        '<style data-emotion="css-global a1">body{margin:0}</style><style data-emotion="css-global b2">a{color:red}</style>',
        '<p>x</p>',
      ),
    );
  });

  it('changes nothing in a page without emotion styles, nor the head’s own <style>', () => {
    const plain = page(HEAD, '<div id="root"></div>');
    expect(hoistEmotionStyles(plain)).toBe(plain);
  });

  it('refuses a page without a head to put them in', () => {
    expect(() => hoistEmotionStyles('<div><style data-emotion="css a">.a{}</style></div>')).toThrow('</head>');
  });
});
