import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPOSED, useSharePort, type DialogProps, type ShareData } from '@snap/shared';
import { SharePortProvider } from '../SharePortProvider';
import { loadExposed } from '../../remotes/loadExposed';

// The federation runtime is the boundary: the port, the boundary and the props are real.
jest.mock('../../remotes/loadExposed', () => ({ loadExposed: jest.fn() }));
const load = jest.mocked(loadExposed<DialogProps>);

const LISTING: ShareData = {
  title: 'Lamp - $45',
  description: 'Brass lamp.',
  price: 45,
  condition: 'good',
  category: 'Home',
  tags: [],
};

/** A stand-in remote dialog that shows the props it was given. */
function Shown({ onClose, ...props }: DialogProps) {
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
  const share = useSharePort();
  return (
    <>
      <button type="button" onClick={() => share.openShare(LISTING)}>
        share
      </button>
      <button type="button" onClick={() => share.openGuide()}>
        guide
      </button>
      <button type="button" onClick={() => share.openMarketplace('ebay', LISTING)}>
        frame
      </button>
    </>
  );
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: Shown });
});

describe('SharePortProvider', () => {
  it.each([
    ['share', EXPOSED.shareModal, { open: true, data: LISTING }],
    ['guide', EXPOSED.guideWizard, { open: true }],
    ['frame', EXPOSED.frameDialog, { open: true, marketplace: 'ebay', data: LISTING }],
  ])('opens the %s dialog from remote-share with its own props, and closes it', async (button, id, props) => {
    const user = userEvent.setup();
    render(
      <SharePortProvider>
        <Opener />
      </SharePortProvider>,
    );
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: 'remote dialog' });
    expect(load).toHaveBeenCalledWith(id);
    expect(JSON.parse(within(dialog).getByRole('paragraph').textContent ?? '')).toEqual(props);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
