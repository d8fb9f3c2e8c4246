import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useUnsyncedSignOutCheck } from '../useUnsyncedSignOutCheck';

/** A sign-out button as the app wires it: asks, then says what it would do. */
function Harness({ waiting }: { waiting: () => Promise<number> }) {
  const { check, dialog } = useUnsyncedSignOutCheck(waiting);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => void check().then((go) => setOutcome(go ? 'signed out' : 'stayed'))}>
        Sign Out
      </button>
      <output aria-label="outcome">{outcome}</output>
      {dialog}
    </>
  );
}

describe('useUnsyncedSignOutCheck', () => {
  it('nothing waiting: no question, sign-out goes on', async () => {
    render(<Harness waiting={() => Promise.resolve(0)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('status', { name: 'outcome' })).toHaveTextContent('signed out');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('one change waiting: says so; Wait keeps the seller signed in, with the dialog gone', async () => {
    render(<Harness waiting={() => Promise.resolve(1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not saved to your account yet' });
    expect(dialog).toHaveTextContent("1 change hasn't reached your account yet — wait, or sign out and lose it.");
    // Wait is where Tab lands first: a hurried keyboard does not lose the work.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Wait' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Wait' }));
    expect(screen.getByRole('status', { name: 'outcome' })).toHaveTextContent('stayed');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('several waiting: counted; Escape is Wait; "Sign out and lose them" goes on', async () => {
    render(<Harness waiting={() => Promise.resolve(3)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      "3 changes haven't reached your account yet — wait, or sign out and lose them.",
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status', { name: 'outcome' })).toHaveTextContent('stayed');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out and lose them' }));
    expect(screen.getByRole('status', { name: 'outcome' })).toHaveTextContent('signed out');
  });

  it('a count that cannot be read does not keep the seller signed in', async () => {
    render(<Harness waiting={() => Promise.reject(new Error('IndexedDB gone'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('status', { name: 'outcome' })).toHaveTextContent('signed out');
  });
});
