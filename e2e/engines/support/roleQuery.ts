/**
 * Finding elements by role and accessible name inside the page, the way Testing Library's
 * *ByRole does, for drivers that have no such locator (WebDriver classic has none; Puppeteer's
 * ARIA selectors need CDP). The function is sent to the page as source text, so it must not
 * close over anything: every helper lives inside it.
 */
export interface RoleQuery {
  role: string;
  /** Accessible name; matched exactly unless `exact` is false (then as a substring). */
  name?: string;
  exact?: boolean;
}

/** Marks the first visible element matching the query with `data-engine-mark=<mark>`; returns how many matched. */
export function markByRole(query: RoleQuery, mark: string): number {
  const implicitRole = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0];
    const tag = el.tagName.toLowerCase();
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset'].includes(type)) return 'button';
      if (['checkbox', 'radio'].includes(type)) return type;
      if (type === 'number') return 'spinbutton';
      return ['text', 'email', 'password', 'search', 'tel', 'url'].includes(type) ? 'textbox' : '';
    }
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'a') return el.hasAttribute('href') ? 'link' : '';
    if (tag === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (tag === 'section') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : '';
    if (tag === 'header') return el.closest('article, aside, main, nav, section') ? '' : 'banner';
    if (tag === 'footer') return el.closest('article, aside, main, nav, section') ? '' : 'contentinfo';
    const byTag: Record<string, string> = {
      button: 'button',
      li: 'listitem',
      ul: 'list',
      ol: 'list',
      nav: 'navigation',
      main: 'main',
      dialog: 'dialog',
      textarea: 'textbox',
      form: 'form',
    };
    return byTag[tag] ?? '';
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const accessibleName = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy)
      return clean(
        labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return clean(
        Array.from(labels)
          .map((l) => l.textContent)
          .join(' '),
      );
    if (el.tagName === 'IMG') return clean(el.getAttribute('alt'));
    return clean(el.textContent) || clean(el.getAttribute('title'));
  };
  // `inert` content is out of the accessibility tree.
  const visible = (el: Element) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert]');
  const named = (el: Element) => {
    if (query.name === undefined) return true;
    const name = accessibleName(el);
    return query.exact === false ? name.includes(query.name) : name === query.name;
  };

  document.querySelectorAll('[data-engine-mark]').forEach((el) => el.removeAttribute('data-engine-mark'));
  const found = Array.from(document.querySelectorAll('*')).filter(
    (el) => implicitRole(el) === query.role && visible(el) && named(el),
  );
  found[0]?.setAttribute('data-engine-mark', mark);
  return found.length;
}

/** Whether a visible element's whole text is `text` (Testing Library's getByText, exact). */
export function hasVisibleText(text: string): boolean {
  const clean = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  return Array.from(document.querySelectorAll('body *')).some(
    (el) =>
      clean(el.textContent) === text && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}
