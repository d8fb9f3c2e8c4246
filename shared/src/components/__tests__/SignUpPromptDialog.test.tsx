import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithPorts } from '../../testing/renderWithPorts';
import { SignUpPromptDialog } from '../SignUpPromptDialog';
import { PATHS, authTabPath } from '../../navigation/paths';

const renderInHostShell = (ui: ReactElement) =>
  renderWithPorts(ui, {
    route: PATHS.camera,
    path: PATHS.camera,
    routes: { [authTabPath('signup')]: <p>Sign-up form</p> },
  });

describe('SignUpPromptDialog', () => {
  it('shows the spec texts; Cancel closes it', async () => {
    const onClose = jest.fn();
    const { user } = renderInHostShell(<SignUpPromptDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign up to share your listing' });
    expect(dialog).toHaveAccessibleDescription(
      'Create a free account to share your items to marketplaces and save your results',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("'Sign Up Free' opens the sign-up form (/auth/signup) and tells the opener", async () => {
    const onSignUp = jest.fn();
    const { user } = renderInHostShell(<SignUpPromptDialog open onClose={jest.fn()} onSignUp={onSignUp} />);
    const link = screen.getByRole('link', { name: 'Sign Up Free' });
    expect(link).toHaveAttribute('href', '/auth/signup');
    await user.click(link);
    expect(onSignUp).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Sign-up form')).toBeInTheDocument();
  });
});
