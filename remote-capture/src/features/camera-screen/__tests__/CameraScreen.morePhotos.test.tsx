/**
 * Every photo looked at: Analyze Item sends the seller's other photos with the selected one, and a
 * result that asks for a photo ("Add a photo of the size label") takes it in one tap and is
 * analysed again with it, keeping what the seller did.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { makeEstimate, makeItem } from '../../../testing/fixtures';
import {
  SIGNED_IN,
  blobText,
  deferred,
  fakeAi,
  fakeListings,
  photoFile,
  renderCamera,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';
import type { AnalysisReply } from '@snap/shared';

setUpCameraScreenTests();

const REQUEST = 'Add a photo of the size label inside the tongue';
const asking = makeItem({ photoRequest: REQUEST, photoDetails: [{ photo: 1, details: 'Colour and sole wear' }] });
const answered = makeItem({
  itemName: "Trail Running Shoes, Men's 10",
  description: "Read from the label: men's US 10.",
  photoDetails: [
    { photo: 1, details: 'Colour and sole wear' },
    { photo: 2, details: "Size from the tongue label: men's US 10" },
  ],
});

/** An AI that asks for the label on the first analysis and reads it on the next. */
function askingAi() {
  const ai = fakeAi();
  const replies: AnalysisReply[] = [
    { item: asking, estimate: makeEstimate({ estimatedPrice: 40 }), demo: false },
    { item: answered, estimate: makeEstimate({ estimatedPrice: 55 }), demo: false },
  ];
  ai.analyze.mockImplementation(async (_image, options) => {
    await Promise.resolve();
    const reply = replies.shift() ?? replies[0] ?? { item: answered, estimate: makeEstimate(), demo: false };
    options?.onIdentified?.(reply.item);
    return reply;
  });
  return ai;
}

const sentPhotos = async (call: Parameters<ReturnType<typeof fakeAi>['analyze']>) =>
  Promise.all([call[0], ...(call[1]?.morePhotos ?? [])].map(blobText));

async function resultAsking(options: Parameters<typeof renderCamera>[0] = {}) {
  const view = renderCamera({ ai: askingAi(), ...options });
  await view.user.upload(screen.getByLabelText('Choose a photo'), photoFile('shoes.jpg'));
  await screen.findByText(REQUEST);
  return view;
}

describe('camera screen: more than one photo', () => {
  it('sends the selected photo first and the others after it', async () => {
    const ai = fakeAi();
    const first = deferred<AnalysisReply>();
    ai.analyze.mockImplementationOnce(() => first.promise);
    const { user } = renderCamera({ ai });
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('front.jpg'));
    // The first photo is analysed on arrival; the seller cancels to add more.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('label.jpg'));
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('back.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Select photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Analyze Item' }));
    await screen.findByRole('heading', { name: 'Trail Running Shoes' });
    expect(await sentPhotos(ai.analyze.mock.calls[1])).toEqual([
      'jpeg 512px:label.jpg',
      'jpeg 512px:front.jpg',
      'jpeg 512px:back.jpg',
    ]);
  });

  it('asks for the photo by name and analyses again with it in one tap', async () => {
    const { user, ai } = await resultAsking();
    const card = screen.getByRole('region', { name: 'One more photo would help' });
    expect(within(card).getByText(REQUEST)).toBeInTheDocument();
    await user.upload(within(card).getByLabelText('Add the photo asked for'), photoFile('label.jpg'));

    await screen.findByRole('heading', { name: "Trail Running Shoes, Men's 10" });
    expect(ai.analyze).toHaveBeenCalledTimes(2);
    expect(await sentPhotos(ai.analyze.mock.calls[1])).toEqual(['jpeg 512px:shoes.jpg', 'jpeg 512px:label.jpg']);
    expect(screen.queryByText(REQUEST)).not.toBeInTheDocument();
    const findings = screen.getByRole('region', { name: 'Read from your photos' });
    expect(within(findings).getByText("Size from the tongue label: men's US 10")).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Select photo/ })).toHaveLength(2);
  });

  it("keeps the seller's own name and chosen price through the new analysis", async () => {
    const { user } = await resultAsking({ user: SIGNED_IN, listings: fakeListings() });
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    const field = screen.getByRole('textbox', { name: 'Item name' });
    await user.clear(field);
    await user.type(field, 'My trail shoes');
    await user.click(screen.getByRole('button', { name: 'Save item name' }));
    await user.upload(screen.getByLabelText('Add the photo asked for'), photoFile('label.jpg'));

    // The new analysis's description (not edited) replaces the old; the seller's name stays.
    await screen.findByText("Read from the label: men's US 10.");
    expect(screen.getByRole('heading', { name: 'My trail shoes' })).toBeInTheDocument();
  });

  it('shows the result as it was, with the error, when the new analysis fails', async () => {
    const ai = askingAi();
    const { user } = await resultAsking({ ai });
    ai.analyze.mockImplementationOnce(() => Promise.reject(new Error('Failed to identify item. Please try again.')));
    await user.upload(screen.getByLabelText('Add the photo asked for'), photoFile('label.jpg'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to identify item. Please try again.');
    expect(screen.getByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    expect(screen.getByText(REQUEST)).toBeInTheDocument();
    // The photo is kept: the next try can use it.
    expect(screen.getAllByRole('button', { name: /^Select photo/ })).toHaveLength(2);
  });

  it('puts the new analysis in the saved listing’s place, not beside it', async () => {
    const listings = fakeListings();
    const { user } = await resultAsking({ user: SIGNED_IN, listings });
    await waitFor(() => expect(listings.save).toHaveBeenCalledTimes(1));
    await user.upload(screen.getByLabelText('Add the photo asked for'), photoFile('label.jpg'));

    await screen.findByRole('heading', { name: "Trail Running Shoes, Men's 10" });
    await waitFor(() => expect(listings.replace).toHaveBeenCalledTimes(1));
    const [id, listing, photos] = listings.replace.mock.calls[0];
    expect(id).toBe('l1');
    expect(listing).toMatchObject({ itemName: "Trail Running Shoes, Men's 10", estimatedPrice: 55, price: 55 });
    expect(photos).toHaveLength(2);
    expect(listings.save).toHaveBeenCalledTimes(1);
    expect(listings.store.get('l1')?.itemName).toBe("Trail Running Shoes, Men's 10");
  });
});
