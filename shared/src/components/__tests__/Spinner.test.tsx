import { render, screen } from '@testing-library/react';
import { Spinner } from '../Spinner';

describe('Spinner', () => {
  it.each([
    ['sm', '20px'],
    ['md', '40px'],
    ['lg', '64px'],
  ] as const)('renders size %s at %s', (size, pixels) => {
    render(<Spinner size={size} label={`spin ${size}`} />);
    expect(screen.getByRole('progressbar', { name: `spin ${size}` })).toHaveStyle({ width: pixels, height: pixels });
  });

  it('covers the screen as a status when full-screen', () => {
    render(<Spinner fullScreen label="Loading your session" />);
    expect(screen.getByRole('status')).toContainElement(
      screen.getByRole('progressbar', { name: 'Loading your session' }),
    );
  });
});
