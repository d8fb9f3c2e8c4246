import { screen, waitFor, within } from '@testing-library/react';
import { MARKETPLACES } from '@snap/shared';
import { makeItem } from '../../../testing/fixtures';
import { SIGNED_IN, renderCameraResults, stubObjectUrls } from '../../../testing/renderCamera';
import { clearPendingResult, hasPendingResult } from '@snap/shared';
import { pendingResultStore } from '../../saved-listing/api/pendingResultStore';

// Whole-screen tests render all of MUI; on a busy 2-core runner they can pass 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  stubObjectUrls();
});

const AI_DESCRIPTION = makeItem().description;

async function expectSignUpPrompt() {
  const dialog = await screen.findByRole('dialog', { name: 'Sign up to share your listing' });
  expect(
    within(dialog).getByText('Create a free account to share your items to marketplaces and save your results'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth/signup');
  return dialog;
}

describe('camera screen: results for an anonymous visitor', () => {
  it('keeps the result as the header’s Sign In leaves for the auth screen', async () => {
    const put = jest.spyOn(pendingResultStore, 'put').mockResolvedValue(undefined);
    const { user } = await renderCameraResults();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(hasPendingResult(window.localStorage)).toBe(true);
    expect(put).toHaveBeenCalledWith(
      expect.objectContaining({
        result: expect.objectContaining({ item: expect.objectContaining({ itemName: 'Trail Running Shoes' }) }),
      }),
    );
    put.mockRestore();
    clearPendingResult(window.localStorage);
  });

  it('shows the save banner with a Sign Up Free link in place of the Try it free one', async () => {
    await renderCameraResults();
    expect(screen.queryByText(/^Try it free!/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Want to save this result? Sign up to save your listings and share to marketplaces'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth/signup');
  });

  it('asks to sign up instead of editing the name, and Cancel closes the prompt', async () => {
    const { user } = await renderCameraResults();
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    const dialog = await expectSignUpPrompt();
    expect(screen.queryByRole('textbox', { name: 'Item name' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit item name' })).toHaveFocus();
  });

  it('asks to sign up instead of editing the description', async () => {
    const { user } = await renderCameraResults();
    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    await expectSignUpPrompt();
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('labels Smart Share "Login Required" and asks to sign up instead of sharing', async () => {
    const { user, share } = await renderCameraResults();
    const smartShare = screen.getByRole('button', { name: /Smart Share/ });
    expect(smartShare).toHaveTextContent('Login Required');
    await user.click(smartShare);
    await expectSignUpPrompt();
    expect(share.openShare).not.toHaveBeenCalled();
  });

  it('asks to sign up instead of opening a quick link, as Smart Share does', async () => {
    const { user, share } = await renderCameraResults();
    const list = screen.getByRole('list', { name: 'Quick links' });
    await user.click(within(list).getAllByRole('button')[0]);
    await expectSignUpPrompt();
    expect(share.openMarketplace).not.toHaveBeenCalled();
  });

  it('Sign Up Free in the prompt opens the sign-up form', async () => {
    const { user } = await renderCameraResults();
    await user.click(screen.getByRole('button', { name: /Smart Share/ }));
    await user.click(within(await expectSignUpPrompt()).getByRole('link', { name: 'Sign Up Free' }));
    expect(await screen.findByText('Sign-up form')).toBeInTheDocument();
  });
});

describe('camera screen: results for a signed-in seller', () => {
  it('shows no banners and no Login Required', async () => {
    await renderCameraResults({ user: SIGNED_IN });
    expect(screen.queryByText(/Want to save this result/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Smart Share/ })).not.toHaveTextContent('Login Required');
  });

  it('edits the name: confirm keeps it, focus returns to the pencil', async () => {
    const { user } = await renderCameraResults({ user: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    const field = screen.getByRole('textbox', { name: 'Item name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Salomon XA Pro 3D{Enter}');
    expect(screen.getByRole('heading', { name: 'Salomon XA Pro 3D' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit item name' })).toHaveFocus();
  });

  it('edits the name: cancel restores the AI value, even after an earlier save', async () => {
    const { user } = await renderCameraResults({ user: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Item name' }));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save item name' }));
    expect(screen.getByRole('heading', { name: 'Mine' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel editing item name' }));
    expect(screen.getByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
  });

  it('edits the description with Save and Cancel', async () => {
    const { user } = await renderCameraResults({ user: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field).toHaveValue(AI_DESCRIPTION);
    await user.clear(field);
    await user.type(field, 'Barely worn. Size 10.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Barely worn. Size 10.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(AI_DESCRIPTION)).toBeInTheDocument();
  });

  it('Smart Share opens the share modal with the edited listing', async () => {
    const { user, share } = await renderCameraResults({ user: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Item name' }));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'XA Pro 3D{Enter}');
    await user.click(screen.getByRole('button', { name: /Smart Share/ }));
    expect(share.openShare).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Salomon XA Pro 3D - $85',
        description: AI_DESCRIPTION,
        price: 85,
        tags: ['trail running', 'shoes', 'size 10'],
        images: [expect.any(Blob)],
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('camera screen: a result keeps its photo', () => {
  it('offers no ✕ on the only photo of a result, in the strip or the viewer', async () => {
    await renderCameraResults({ user: SIGNED_IN });
    expect(screen.getByRole('button', { name: 'Select photo 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });
});

describe('camera screen: sharing links', () => {
  it('has How to share with View Guide opening the guide', async () => {
    const { user, share } = await renderCameraResults();
    const section = screen.getByRole('region', { name: 'Share to Marketplaces' });
    expect(within(section).getByText('How to share')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'View Guide' }));
    expect(share.openGuide).toHaveBeenCalledTimes(1);
  });

  it('links the four marketplaces where the seller keeps most, each opening its dialog with the listing', async () => {
    const { user, share } = await renderCameraResults({ user: SIGNED_IN });
    const list = screen.getByRole('list', { name: 'Quick links' });
    expect(list).toHaveAccessibleDescription('The four where you keep the most for this item:');
    const links = within(list).getAllByRole('button');
    // Shoes at $85: these four take no fee (a tie keeps the catalogue's order); Mercari's 10% puts it after them.
    const best = [
      ['facebook', 'Facebook Marketplace'],
      ['instagram', 'Instagram Feed'],
      ['offerup', 'OfferUp'],
      ['craigslist', 'Craigslist'],
    ] as const;
    expect(links).toHaveLength(4);
    for (const [i, link] of links.entries()) {
      expect(link).toHaveAccessibleName(`${best[i][1]} you keep $85`);
      // The icon is drawn (inline SVG), not an emoji that renders as an empty box without an emoji font.
      const icon = MARKETPLACES.find((entry) => entry.id === best[i][0])?.icon ?? '📋';
      expect(link).not.toHaveTextContent(icon);
    }
    for (const [i, link] of links.entries()) {
      await user.click(link);
      expect(share.openMarketplace).toHaveBeenLastCalledWith(
        best[i][0],
        expect.objectContaining({ title: 'Salomon Trail Running Shoes - $85', price: 85 }),
      );
    }
  });
});
