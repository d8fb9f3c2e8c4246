import { screen, within } from '@testing-library/react';
import type { AppUser } from '@snap/shared';
import { renderWithPorts } from '@snap/shared/testing';
import { DEMO_PATH, PATHS } from '@snap/shared/contracts';
import { CaptureScreen } from '../../../CaptureScreen';
import { ImagePipelineContext } from '../../image-pipeline';
import { SIGNED_IN, fakeAi, fakeCompress, fakeShare, setUpCameraScreenTests } from '../../../testing/renderCamera';
import { DemoSampleContext, type LoadDemoSample } from '../DemoSampleContext';
import { DEMO_LOAD_FAILED } from '../hooks/useDemoRun';

setUpCameraScreenTests();

const sample = () => new File(['mug'], 'demo-sample.jpg', { type: 'image/jpeg' });

function renderDemo({
  path = DEMO_PATH,
  load = jest.fn<ReturnType<LoadDemoSample>, []>(() => Promise.resolve(sample())),
  seller = null as AppUser | null,
} = {}) {
  const ai = fakeAi(true);
  const compress = fakeCompress();
  const screenWithDemo = (
    <ImagePipelineContext.Provider value={compress}>
      <DemoSampleContext.Provider value={load}>
        <CaptureScreen />
      </DemoSampleContext.Provider>
    </ImagePipelineContext.Provider>
  );
  const view = renderWithPorts(screenWithDemo, {
    ai,
    share: fakeShare(),
    user: seller,
    route: path,
    path: PATHS.camera,
    userEventOptions: { delay: null },
  });
  return { ai, compress, load, user: view.user };
}

const tour = () => screen.getByRole('complementary', { name: 'Demo tour' });
/** The results come in a lazily loaded chunk, which can take seconds on a busy 2-core machine. */
const tourShown = () => screen.findByRole('complementary', { name: 'Demo tour' }, { timeout: 10_000 });

describe('Watch Demo (/camera?demo=1)', () => {
  it('sends the sample photo through the pipeline and the AI, labelled as a demo, then tours the results', async () => {
    const { ai, compress, load, user } = renderDemo();
    expect(screen.getByLabelText('Demo')).toBeInTheDocument();
    // One spelling of the noun, the spec's ('No signup required').
    expect(screen.getByLabelText('Demo')).toHaveTextContent('No signup needed.');

    expect(await tourShown()).toHaveTextContent('Tour 1 of 3');
    expect(load).toHaveBeenCalledTimes(1);
    expect(compress.mock.calls[0][0].name).toBe('demo-sample.jpg');
    expect(ai.analyze).toHaveBeenCalledTimes(1);
    // Analysed as bundled, the same bytes in every browser: the demo's answer is the photo's own.
    expect(ai.analyze.mock.calls[0][0]).toBe(await load.mock.results[0].value);
    expect(screen.getByText('Demo AI')).toBeInTheDocument();
    expect(screen.getByLabelText('Demo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price estimate' })).toHaveAttribute('data-demo-tour-target');

    await user.click(within(tour()).getByRole('button', { name: 'Next' }));
    expect(tour()).toHaveTextContent('Make it yours');
    // A visitor's pencil opens the sign-up prompt (spec §6): the tour says so.
    expect(tour()).toHaveTextContent('as a visitor, the pencil asks you to sign up first');
    expect(tour()).not.toHaveTextContent('Tap the pencil to fix');
    expect(screen.getByRole('button', { name: 'Edit item name' })).toHaveAttribute('data-demo-tour-target');
    expect(screen.getByRole('region', { name: 'Price estimate' })).not.toHaveAttribute('data-demo-tour-target');

    await user.click(within(tour()).getByRole('button', { name: 'Next' }));
    expect(tour()).toHaveTextContent('Share it');
    await user.click(within(tour()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('complementary', { name: 'Demo tour' })).not.toBeInTheDocument();
  });

  it('tells a signed-in seller to tap the pencil to edit', async () => {
    const { user } = renderDemo({ seller: SIGNED_IN });
    await user.click(within(await tourShown()).getByRole('button', { name: 'Next' }));
    expect(tour()).toHaveTextContent('Tap the pencil to fix the item name or description before you list it.');
  });

  it('the tour can be skipped', async () => {
    const { user } = renderDemo();
    await user.click(within(await tourShown()).getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('complementary', { name: 'Demo tour' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price estimate' })).not.toHaveAttribute('data-demo-tour-target');
  });

  it('Escape skips the tour; taking your own photo ends the demo label', async () => {
    const { user } = renderDemo();
    await tourShown();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Demo tour' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Another Photo' }));
    expect(screen.queryByLabelText('Demo')).not.toBeInTheDocument();
  });

  it('without ?demo=1 nothing is loaded', () => {
    const { load } = renderDemo({ path: PATHS.camera });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Demo')).not.toBeInTheDocument();
  });

  it('a sample that fails to load says so', async () => {
    renderDemo({ load: jest.fn(() => Promise.reject(new Error('offline'))) });
    expect(await screen.findByRole('alert')).toHaveTextContent(DEMO_LOAD_FAILED);
  });
});
