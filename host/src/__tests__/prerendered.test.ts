import { canHydrate } from '../prerendered';

function root(prerendered?: string, markup = '<main><h1>Snap. Price. Sell.</h1></main>'): HTMLElement {
  const element = document.createElement('div');
  if (prerendered !== undefined) element.dataset.prerendered = prerendered;
  element.innerHTML = markup;
  return element;
}

describe('canHydrate', () => {
  it('hydrates the markup prerendered for this path, for a visitor known to be signed out', () => {
    expect(canHydrate(root('/'), '/', false)).toBe(true);
  });

  it('renders afresh for a visitor who may be signed in: the prerendered header is the signed-out one', () => {
    expect(canHydrate(root('/'), '/', true)).toBe(false);
  });

  it('renders afresh on another path, without a prerender, or with an empty root', () => {
    expect(canHydrate(root('/'), '/camera', false)).toBe(false);
    expect(canHydrate(root(), '/', false)).toBe(false);
    expect(canHydrate(root('/', ''), '/', false)).toBe(false);
  });
});
