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

  it('names each listing the server refused, as an alert, beside what still syncs', () => {
    render(
      <SyncNotice
        waiting={1}
        notSaved={[
          { id: 'a', itemName: 'Brass lamp', reason: 'the server refused it' },
          { id: 'b', itemName: 'Kettle', reason: 'your sign-in has ended' },
        ]}
      />,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '“Brass lamp” could not be saved to your account: the server refused it. It stays on this device; change it to try again, or delete it.',
      '“Kettle” could not be saved to your account: your sign-in has ended. It stays on this device; change it to try again, or delete it.',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 listing waiting to sync');
  });
});
