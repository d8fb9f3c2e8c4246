import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PRIVACY_STATEMENT, PRIVACY_TRUST_POINT } from '@snap/shared';
import { AppRoutes } from '../../../AppRoutes';
import { AuthProvider } from '../../auth/AuthProvider';
import { SharePortProvider } from '../../share/SharePortProvider';
import { createFakeAuthService } from '../../../testing/fakeAuthService';
import { BUILD_DATE, formatBuildDate } from '../buildDate';

async function renderAt(path: string) {
  const service = createFakeAuthService();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider loadService={() => Promise.resolve(service)}>
        <SharePortProvider>
          <AppRoutes />
        </SharePortProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
  await act(async () => service.emit(null));
}

describe('formatBuildDate', () => {
  it.each([
    ['2026-11-23', 'November 23, 2026'],
    ['2027-01-01', 'January 1, 2027'],
    ['2024-02-29', 'February 29, 2024'],
    ['2026-02-30', '2026-02-30'],
    ['2026-13-01', '2026-13-01'],
    ['2026-00-10', '2026-00-10'],
    ['not a date', 'not a date'],
  ])('%p → %p', (day, expected) => {
    expect(formatBuildDate(day)).toBe(expected);
  });

  it('falls back to today outside a build', () => {
    expect(BUILD_DATE).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('Privacy and Terms', () => {
  it('the landing footer links to both pages, each dated by the build', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/');
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Privacy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent(`Last updated ${formatBuildDate(BUILD_DATE)}`);
    expect(screen.getByRole('region', { name: 'In short' })).toHaveTextContent(PRIVACY_STATEMENT);

    await user.click(within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Terms' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    expect(document.title).toBe('Terms — Snap. Price. Sell.');
  });

  it('the landing page makes the same promise, in the same words, with inline SVG icons only', async () => {
    await renderAt('/');
    expect(await screen.findByText(PRIVACY_STATEMENT)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((item) => item.textContent === PRIVACY_TRUST_POINT)).toBe(true);
    expect(screen.queryByText('100% private')).not.toBeInTheDocument();
    // Emoji render as empty boxes without a colour-emoji font.
    expect(screen.getByRole('main')).not.toHaveTextContent(/\p{Extended_Pictographic}/u);
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveTextContent(/\p{Extended_Pictographic}/u);
    expect(screen.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/camera?demo=1');
  });
});
