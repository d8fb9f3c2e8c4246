import { render, screen, waitFor } from '@testing-library/react';
import { renderToString as toHtml } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { ModuleRelease } from '../../remotes/remoteReleases';
import { VersionBadge } from '../VersionBadge';

const releases: ModuleRelease[] = [
  { name: 'remote_capture', state: 'running', release: { version: '1.0.512', commit: 'abc1234' } },
  { name: 'remote_share', state: 'deployed', release: { version: '1.0.513', commit: 'def5678' } },
  { name: 'remote_account', state: 'unreachable' },
];

describe('VersionBadge', () => {
  it('is a plain label in the HTML the build writes, not a button that would ignore a tap', () => {
    const markup = toHtml(<VersionBadge loadReleases={jest.fn()} />);
    expect(markup).toContain('v1.0.512');
    expect(markup).not.toMatch(/<button/);
  });

  it('shows the version and opens the details, listing each module’s version and commit', async () => {
    const loadReleases = jest.fn(async () => releases);
    render(<VersionBadge loadReleases={loadReleases} />);
    const badge = screen.getByRole('button', { name: 'v1.0.512, version details' });
    expect(badge).toHaveTextContent('v1.0.512');
    expect(loadReleases).not.toHaveBeenCalled();

    await userEvent.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Version details' });
    const modules = await screen.findAllByRole('listitem');
    expect(modules.map((item) => item.textContent)).toEqual([
      'Shell v1.0.512Commit unknown · Running on this page',
      'Capture v1.0.512Commit abc1234 · Running on this page',
      'Share v1.0.513Commit def5678 · Deployed, not opened on this page yet',
      'Account Could not be reached',
    ]);
    expect(dialog).not.toContainElement(screen.queryByRole('progressbar'));
  });

  it('opens from the keyboard, closes with Escape and gives focus back to the badge', async () => {
    render(<VersionBadge loadReleases={async () => releases} />);
    await userEvent.tab();
    const badge = screen.getByRole('button', { name: 'v1.0.512, version details' });
    expect(badge).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Version details' })).toBeInTheDocument();
    await screen.findByText('Capture v1.0.512');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(badge).toHaveFocus();
  });

  it('shows a spinner while the manifests are read', async () => {
    render(<VersionBadge loadReleases={() => new Promise(() => undefined)} />);
    await userEvent.click(screen.getByRole('button', { name: 'v1.0.512, version details' }));
    expect(await screen.findByRole('progressbar', { name: 'Reading versions' })).toBeInTheDocument();
  });
});
