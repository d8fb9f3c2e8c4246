import { act, screen } from '@testing-library/react';
import { fakeAi, photoFile, renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';

setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');
const WAITING_TEXT =
  'The analysis needs an internet connection. Your photo is kept and will be analyzed as soon as you are back online.';

function goOffline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('camera screen: offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offline, the photo waits (said on screen and to screen readers) and is analysed once back online', async () => {
    const ai = fakeAi();
    act(() => goOffline(false));
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));

    expect(await screen.findByRole('heading', { name: 'Waiting for a connection' }, { timeout: 10_000 })).toHaveFocus();
    expect(screen.getByText(WAITING_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Waiting for a connection. ${WAITING_TEXT}`);
    expect(screen.getByRole('img', { name: 'Photo waiting to be analyzed' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();

    act(() => goOffline(true));
    expect(
      await screen.findByRole('heading', { name: 'Trail Running Shoes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });

  it('a request that fails because the connection just went waits instead of showing an error', async () => {
    const ai = fakeAi();
    ai.analyze.mockImplementationOnce(async () => {
      goOffline(false);
      throw new Error('Failed to identify item. Please try again.');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));

    expect(
      await screen.findByRole('heading', { name: 'Waiting for a connection' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith('Analysis failed', expect.anything());

    act(() => goOffline(true));
    expect(
      await screen.findByRole('heading', { name: 'Trail Running Shoes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(ai.analyze).toHaveBeenCalledTimes(2);
  });

  it('Cancel while waiting keeps the photo and sends nothing when the connection returns', async () => {
    const ai = fakeAi();
    act(() => goOffline(false));
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Analyze Item' })).toBeInTheDocument();
    act(() => goOffline(true));
    expect(screen.queryByRole('heading', { name: 'Waiting for a connection' })).not.toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
  });
});
