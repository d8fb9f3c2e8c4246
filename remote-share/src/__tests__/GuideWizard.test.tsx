import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GuideWizard from '../GuideWizard';

describe('GuideWizard', () => {
  it('walks six steps with progress, Previous disabled at the first and Got it! at the last', async () => {
    const onClose = jest.fn();
    render(<GuideWizard open onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: '17% complete' })).toBeInTheDocument();
    for (let step = 1; step < 6; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('progressbar', { name: '100% complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
