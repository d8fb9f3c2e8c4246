import { render, screen } from '@testing-library/react';
import { ProgressBar } from '../ProgressBar';

describe('ProgressBar', () => {
  it('is an indeterminate progress bar, named, without a value', () => {
    render(<ProgressBar label="Preparing your photo" />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing your photo' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('says how far along it is when given a value', () => {
    render(<ProgressBar label="Identifying item…" value={33.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Identifying item…' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });
});
