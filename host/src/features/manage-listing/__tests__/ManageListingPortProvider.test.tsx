import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPOSED, useManageListingPort, type ManageListingProps } from '@snap/shared';
import { ManageListingPortProvider } from '../ManageListingPortProvider';
import { loadExposed } from '../../remotes/loadExposed';

// The federation runtime is the boundary: the port, the boundary and the props are real.
jest.mock('../../remotes/loadExposed', () => ({ loadExposed: jest.fn() }));
const load = jest.mocked(loadExposed<ManageListingProps>);

/** A stand-in for remote-account's dialog that shows the props it was given. */
function Shown({ onClose, ...props }: ManageListingProps) {
  return (
    <div role="dialog" aria-label="remote dialog">
      <p>{JSON.stringify(props)}</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function Opener() {
  const port = useManageListingPort();
  return (
    <>
      <button type="button" onClick={() => port?.openManage('l1', 'sell')}>
        sell
      </button>
      <button type="button" onClick={() => port?.openManage('l1')}>
        manage
      </button>
    </>
  );
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: Shown });
});

describe('ManageListingPortProvider', () => {
  it.each([
    ['sell', { open: true, listingId: 'l1', step: 'sell' }],
    ['manage', { open: true, listingId: 'l1', step: 'manage' }],
  ])('opens remote-account’s Manage dialog at %s for the listing, and closes it', async (button, props) => {
    const user = userEvent.setup();
    render(
      <ManageListingPortProvider>
        <Opener />
      </ManageListingPortProvider>,
    );
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: 'remote dialog' });
    expect(load).toHaveBeenCalledWith(EXPOSED.manageListing);
    expect(JSON.parse(within(dialog).getByRole('paragraph').textContent ?? '')).toEqual(props);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so, with Retry, when the account remote cannot be loaded; the screen underneath stays', async () => {
    load.mockRejectedValue(new Error('remoteEntry.js failed'));
    // React reports the error the boundary caught.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <ManageListingPortProvider>
        <Opener />
      </ManageListingPortProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'sell' }));
    const fallback = await screen.findByRole('dialog', { name: 'Managing this listing is unavailable' });
    expect(fallback).toHaveTextContent('Your listing is safe; try again in a moment.');
    load.mockResolvedValue({ default: Shown });
    await user.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'remote dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'manage' })).toBeInTheDocument();
  });
});
