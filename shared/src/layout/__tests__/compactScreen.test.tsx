import { act, render } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { SHORT_LANDSCAPE, compactScreenQuery, useCompactScreen } from '../index';

/** A matchMedia whose answer the test sets, and which tells its listeners when it changes. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const matchMedia = (query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  const set = (value: boolean) => {
    matches = value;
    listeners.forEach((listener) => listener());
  };
  return { matchMedia, queries, set };
}

function Probe({ seen }: { seen: boolean[] }) {
  const compact = useCompactScreen();
  seen.push(compact);
  return <span>{compact ? 'compact' : 'wide'}</span>;
}

describe('compact screen', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is narrower than sm, or a phone on its side', () => {
    const theme = createTheme({ breakpoints: { values: { xs: 0, sm: 640, md: 900, lg: 1200, xl: 1536 } } });
    expect(compactScreenQuery(theme)).toBe(
      '@media (max-width:639.95px), (orientation: landscape) and (max-height: 499.95px)',
    );
    expect(SHORT_LANDSCAPE).toBe('@media (orientation: landscape) and (max-height: 499.95px)');
  });

  it('asks the browser that query and is right from the first render, then follows it', () => {
    const media = fakeMatchMedia(true);
    window.matchMedia = media.matchMedia;
    const seen: boolean[] = [];
    const { container } = render(
      <ThemeProvider theme={createTheme()}>
        <Probe seen={seen} />
      </ThemeProvider>,
    );
    expect(media.queries).toContain('(max-width:599.95px), (orientation: landscape) and (max-height: 499.95px)');
    // A dialog mounting as it opens must not render windowed first.
    expect(seen[0]).toBe(true);
    act(() => media.set(false));
    expect(container.textContent).toBe('wide');
  });
});
