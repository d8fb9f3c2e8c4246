import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteDialogFallback } from '../RemoteDialogFallback';
import { SHARING_UNAVAILABLE } from '../../share/SharePortProvider';

describe('RemoteDialogFallback', () => {
  it('offers Retry when sharing is down', async () => {
    const onRetry = jest.fn();
    render(<RemoteDialogFallback words={SHARING_UNAVAILABLE} onRetry={onRetry} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Sharing is unavailable' })).toHaveTextContent('try again in a moment');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the page is outdated, without a Retry that cannot help, when sharing needs a newer page', async () => {
    const onClose = jest.fn();
    render(<RemoteDialogFallback words={SHARING_UNAVAILABLE} onRetry={jest.fn()} onClose={onClose} outdatedPage />);
    expect(screen.getByRole('dialog', { name: 'Sharing is unavailable' })).toHaveTextContent(
      'Sharing has been updated and needs a newer version of this page.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
