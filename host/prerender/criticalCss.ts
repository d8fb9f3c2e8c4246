/**
 * The prerendered pages' critical CSS, moved to the head in one piece (issue 16).
 *
 * Emotion's server render writes each component's CSS in a `<style data-emotion="css id">` just
 * before the component's markup: 45 of them through the landing page's body. The browser meets
 * them as it parses, and each one is a change to the page's style rules: after the first paint,
 * the rest of the page came with style recalculations and layouts of their own (tasks of 40–110 ms
 * at 4× CPU in a trace of `/`). And the client's emotion cache, once it loads, moves every one of
 * them into the head (its `hydrate`), 45 DOM moves in a start-up task.
 *
 * So the build does that move for it, as emotion's own "critical CSS in the head" recipe does: one
 * `<style data-emotion="css id1 id2 …">` with the rules in their order, which the cache adopts as
 * it would the scattered ones (it reads the ids from the attribute and leaves the element in the
 * head). A `<Global>`'s styles (`css-global name`) keep a tag each: the component looks its own up
 * by that exact attribute.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;
const HEAD_END = '</head>';

export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) throw new Error('hoistEmotionStyles: the page has no </head>');
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  const body = html.slice(headEnd).replace(EMOTION_STYLE, (tag: string, attribute: string, css: string) => {
    const [key, ...names] = attribute.split(' ');
    if (key.endsWith('-global')) globals.push(tag);
    else {
      ids.push(...names);
      rules += css;
    }
    return '';
  });
  const components = ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}">${rules}</style>` : '';
  return `${html.slice(0, headEnd)}${globals.join('')}${components}${body}`;
}
