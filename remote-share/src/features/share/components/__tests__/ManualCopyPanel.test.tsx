import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareAdaptersContext } from '../../service/ShareAdaptersContext';
import type { ShareAdapters } from '../../service/adapters';
import { fakeAdapters } from '../../service/__tests__/fakeAdapters';
import { ListingCopyActions } from '../ListingCopyActions';
import { ManualCopyPanel } from '../ManualCopyPanel';
import { LISTING } from './renderShareModal';

function renderWith(ui: React.ReactElement, overrides: Partial<ShareAdapters> = {}) {
  const { adapters } = fakeAdapters(overrides);
  render(<ShareAdaptersContext.Provider value={adapters}>{ui}</ShareAdaptersContext.Provider>);
  return { adapters, copied: () => adapters.copyText.mock.calls.at(-1)?.[0] };
}

describe('ListingCopyActions', () => {
  it.each([
    ['Copy title', 'Acme Brass Desk Lamp With Green Glass...', '✓ Title copied'],
    ['Copy description', 'Brass lamp from Dr. Jones. Works well. Condition: Like New.', '✓ Description copied'],
    ['Copy price', '45', '✓ Price copied'],
    ['Copy condition', 'Like New', '✓ Condition copied'],
    ['Copy tags', '#desklamp #brass', '✓ Tags copied'],
  ])('%s copies "%s" for the marketplace (Mercari, 40)', async (button, text, notice) => {
    const { copied } = renderWith(<ListingCopyActions data={LISTING} marketplace="mercari" />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(copied()).toBe(text);
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('Copy Complete Listing copies title, price, description and hashtags', async () => {
    const { copied } = renderWith(<ListingCopyActions data={LISTING} marketplace="facebook" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Complete Listing' }));
    for (const part of [
      'Acme Brass Desk Lamp With Green Glass Shade - $45',
      'Price: $45',
      'Works well. Condition: Like New.',
      '#desklamp #brass',
    ])
      expect(copied()).toContain(part);
    expect(await screen.findByText('✓ Complete listing copied')).toBeInTheDocument();
  });

  it('says when the clipboard refuses, and the notice goes after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWith(<ListingCopyActions data={LISTING} marketplace="ebay" />, {
        copyText: jest.fn(() => Promise.reject(new Error('denied'))),
      });
      await user.click(screen.getByRole('button', { name: 'Copy price' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(screen.getByRole('status')).toHaveTextContent('✗ Failed to copy to clipboard');
      await jest.advanceTimersByTimeAsync(1999);
      expect(screen.getByRole('status')).toHaveTextContent('✗ Failed to copy to clipboard');
      await jest.advanceTimersByTimeAsync(1);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ManualCopyPanel', () => {
  it('copies for the picked marketplace and opens it', async () => {
    const { adapters, copied } = renderWith(<ManualCopyPanel data={LISTING} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy title' }));
    expect(copied()).toBe(LISTING.title);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Marketplace' }), 'Mercari');
    await userEvent.click(screen.getByRole('button', { name: 'Copy title' }));
    expect(copied()).toBe('Acme Brass Desk Lamp With Green Glass...');
    await userEvent.click(screen.getByRole('button', { name: 'Open Marketplace: Mercari' }));
    expect(adapters.open).toHaveBeenCalledWith('https://www.mercari.com/sell/');
  });
});
