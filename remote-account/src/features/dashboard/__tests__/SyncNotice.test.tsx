import { render, screen } from '@testing-library/react';
import { SyncNotice, waitingToSyncText } from '../components/SyncNotice';

describe('SyncNotice', () => {
  it('says how many listings wait to sync, in the singular for one', () => {
    expect(waitingToSyncText(1)).toBe('1 listing waiting to sync');
    expect(waitingToSyncText(3)).toBe('3 listings waiting to sync');
    render(<SyncNotice waiting={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 listings waiting to sync');
  });

  it('shows nothing when nothing waits, or the port keeps no queue', () => {
    const { container, rerender } = render(<SyncNotice waiting={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SyncNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
