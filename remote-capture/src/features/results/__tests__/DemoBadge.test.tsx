import { render, screen } from '@testing-library/react';
import { DemoBadge } from '../components/DemoBadge';

describe('DemoBadge', () => {
  it('labels demo results visibly and says why, to screen readers and on hover', () => {
    render(<DemoBadge />);
    const why = 'These results come from the offline demo AI, not a real analysis.';
    const badge = screen.getByTitle(why);
    expect(badge).toHaveTextContent('Demo AI');
    expect(badge).toHaveAttribute('aria-description', why);
  });
});
