import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GuideWizard from '../GuideWizard';

const dots = () => within(screen.getByRole('navigation', { name: 'Guide steps' })).getAllByRole('button');
const currentDot = () => dots().find((dot) => dot.getAttribute('aria-current') === 'step');
const tips = () => screen.queryByRole('region', { name: 'Platform tips' });

describe('GuideWizard', () => {
  it('walks six steps with progress, Previous disabled at the first and Got it! at the last', async () => {
    const onClose = jest.fn();
    render(<GuideWizard open onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: '17% complete' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    for (let step = 1; step < 6; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('progressbar', { name: '100% complete' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paste and publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has one labelled dot per step; the current one is marked and a dot jumps to its step', async () => {
    render(<GuideWizard open onClose={jest.fn()} />);
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Step 1: Capture',
      'Step 2: AI analysis',
      'Step 3: Copy listing',
      'Step 4: Open marketplace',
      'Step 5: Switch apps',
      'Step 6: Paste and publish',
    ]);
    expect(currentDot()).toHaveAccessibleName('Step 1: Capture');
    await userEvent.click(screen.getByRole('button', { name: 'Step 4: Open marketplace' }));
    expect(currentDot()).toHaveAccessibleName('Step 4: Open marketplace');
    expect(screen.getByRole('heading', { name: 'Open marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '67% complete' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentDot()).toHaveAccessibleName('Step 3: Copy listing');
  });

  it('shows Facebook and eBay tips from step 3 on, not on steps 1 and 2', async () => {
    render(<GuideWizard open onClose={jest.fn()} />);
    expect(tips()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(tips()).not.toBeInTheDocument();
    for (let step = 3; step <= 6; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText(`Step ${step} of 6`)).toBeInTheDocument();
      const region = tips();
      expect(region).toBeInTheDocument();
      expect(within(region!).getByText('Facebook Marketplace:')).toBeInTheDocument();
      expect(within(region!).getByText('eBay:')).toBeInTheDocument();
    }
  });

  it('keeps focus on the forward button as Next turns into Got it!, and when Previous disables itself', async () => {
    render(<GuideWizard open onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Step 5: Switch apps' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Got it!' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Step 2: AI analysis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it("is titled 'Sharing guide' and closes from any step with its close button or Escape", async () => {
    const onClose = jest.fn();
    render(<GuideWizard open onClose={onClose} />);
    const guide = screen.getByRole('dialog', { name: 'Sharing guide' });
    await userEvent.click(within(guide).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(guide).getByRole('button', { name: 'Close guide' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Back closes it and stays on the page; closed otherwise, it takes its history entry back off', async () => {
    window.history.replaceState({ idx: 3 }, '', '/camera');
    const before = window.history.length;
    const onClose = jest.fn();
    const { unmount } = render(<GuideWizard open onClose={onClose} />);
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/camera');
    // The phone's Back: the browser pops the guide's entry and fires popstate.
    act(() => window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 3 } })));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const view = render(<GuideWizard open onClose={jest.fn()} />);
    expect(window.history.state).toMatchObject({ idx: 3 });
    view.unmount();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });
});
