import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShareModal } from './renderShareModal';

const copied = (adapters: ReturnType<typeof renderShareModal>['adapters']) => adapters.copyText.mock.calls.at(-1)?.[0];

describe('manual copy panel', () => {
  it('copies each field for the picked marketplace', async () => {
    const { adapters } = renderShareModal();
    await userEvent.click(screen.getByRole('button', { name: 'Copy title' }));
    expect(copied(adapters)).toBe('Acme Brass Desk Lamp With Green Glass Shade - $45');
    expect(await screen.findByText('✓ Title copied')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Marketplace' }), 'Mercari');
    await userEvent.click(screen.getByRole('button', { name: 'Copy title' }));
    expect(copied(adapters)).toBe('Acme Brass Desk Lamp With Green Glass...');

    await userEvent.click(screen.getByRole('button', { name: 'Copy description' }));
    expect(copied(adapters)).toBe('Brass lamp from Dr. Jones. Works well. Condition: Like New.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy price' }));
    expect(copied(adapters)).toBe('45');
    await userEvent.click(screen.getByRole('button', { name: 'Copy condition' }));
    expect(copied(adapters)).toBe('Like New');
    await userEvent.click(screen.getByRole('button', { name: 'Copy tags' }));
    expect(copied(adapters)).toBe('#desklamp #brass');
  });

  it('copies the complete listing and opens the picked marketplace', async () => {
    const { adapters } = renderShareModal();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Marketplace' }), 'Mercari');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Complete Listing' }));
    const text = copied(adapters) ?? '';
    for (const part of ['Price: $45', 'Works well.', '#desklamp #brass', 'Acme Brass Desk Lamp With Green Glass...']) expect(text).toContain(part);
    expect(await screen.findByText('✓ Complete listing copied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Marketplace: Mercari' }));
    expect(adapters.open).toHaveBeenCalledWith('https://www.mercari.com/sell/');
  });

  it('says when the clipboard refuses, and the notice goes after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderShareModal({ adapters: { copyText: jest.fn(() => Promise.reject(new Error('denied'))) } });
      await user.click(screen.getByRole('button', { name: 'Copy price' }));
      await jest.advanceTimersByTimeAsync(0);
      await jest.advanceTimersByTimeAsync(1999);
      expect(screen.getByText('✗ Failed to copy to clipboard')).toBeInTheDocument();
      await jest.advanceTimersByTimeAsync(1);
      expect(screen.queryByText('✗ Failed to copy to clipboard')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
