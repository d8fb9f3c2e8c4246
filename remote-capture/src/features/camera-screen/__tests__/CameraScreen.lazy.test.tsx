/**
 * The results panel and the dialogs are separate chunks (lazy/lazyParts.ts). Each mocked module
 * below records when it is first required, which is when its chunk would be fetched.
 */
import { act, screen } from '@testing-library/react';
import {
  deferred,
  fakeAi,
  fakeCompress,
  heldAnalysis,
  photoFile,
  renderCamera,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';

const mockLoaded: string[] = [];

jest.mock('../components/CameraResults', () => {
  mockLoaded.push('results');
  return jest.requireActual('../components/CameraResults');
});
jest.mock('../components/PhotoViewerDialog', () => {
  mockLoaded.push('photoViewer');
  return jest.requireActual('../components/PhotoViewerDialog');
});
jest.mock('../components/SignUpPromptDialog', () => {
  mockLoaded.push('signUpPrompt');
  return jest.requireActual('../components/SignUpPromptDialog');
});

setUpCameraScreenTests();

describe('camera screen: lazily loaded parts', () => {
  it('loads none on the idle screen, then each as soon as it may be needed', async () => {
    const compress = fakeCompress();
    const prepared = deferred<Awaited<ReturnType<typeof compress>>>();
    compress.mockReturnValueOnce(prepared.promise);
    const ai = fakeAi();
    const analysis = heldAnalysis();
    ai.analyze.mockImplementationOnce(analysis.analyze);
    const { user } = renderCamera({ compress, ai });
    await screen.findByText('Position item in frame');
    expect(mockLoaded).toEqual([]);

    // A chosen file: the results panel starts loading while the photo is still being prepared.
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile());
    await screen.findByText('Preparing your photo…');
    expect(mockLoaded).toEqual(['results']);

    // Analysing, anonymous: the sign-up prompt that editing and Smart Share open.
    await act(async () =>
      prepared.resolve({ blob: new Blob(['jpeg']), width: 1280, height: 960, quality: 0.9, encodes: 1 }),
    );
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    expect(mockLoaded).toEqual(['results', 'signUpPrompt']);

    // Back to idle with the photo: 'View photos' is on screen, so the photo viewer.
    await act(async () => analysis.fail(new Error('Failed to identify item. Please try again.')));
    await screen.findByRole('button', { name: 'View photos' });
    expect(mockLoaded).toEqual(['results', 'signUpPrompt', 'photoViewer']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('results replace the analyzing panel in one step, with focus on the item name', async () => {
    const ai = fakeAi();
    const analysis = heldAnalysis();
    ai.analyze.mockImplementationOnce(analysis.analyze);
    const { user } = renderCamera({ ai });
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile());
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    await act(async () => analysis.answer());
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();
  });
});
