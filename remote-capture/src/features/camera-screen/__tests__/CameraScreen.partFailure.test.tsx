/**
 * A lazily loaded part whose chunk fails to download (modelled by a module factory that throws
 * while `mockOffline` is set) shows Retry in place and loses nothing: the analysis is not re-run.
 */
import { screen } from '@testing-library/react';
import { SIGNED_IN, fakeAi, photoFile, renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';
import { PART_FAILED_MESSAGE } from '../components/PartFailedAlert';

let mockOffline = false;
let mockDialogOffline = false;
const offline = () => new Error('Loading chunk failed (offline).');

jest.mock('../components/CameraResults', () => {
  if (mockOffline) throw offline();
  return jest.requireActual('../components/CameraResults');
});
jest.mock('../components/SignUpPromptDialog', () => {
  if (mockDialogOffline) throw offline();
  return jest.requireActual('../components/SignUpPromptDialog');
});

setUpCameraScreenTests();

beforeEach(() => {
  mockOffline = false;
  mockDialogOffline = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('camera screen: a part that cannot load', () => {
  it('keeps the finished analysis when the results panel cannot load, and Retry shows it', async () => {
    mockOffline = true;
    const ai = fakeAi();
    // Signed in, so the sign-up prompt is never preloaded: a module loads once per test file, and
    // the next test needs that dialog still unloaded.
    const { user } = renderCamera({ ai, user: SIGNED_IN });
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PART_FAILED_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();

    mockOffline = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    expect(screen.queryByText(PART_FAILED_MESSAGE)).not.toBeInTheDocument();
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });

  it('offers Retry and Close when a dialog cannot load; the next opening tries again', async () => {
    // Offline from the start: the preload while analysing fails quietly, the opening shows it.
    mockDialogOffline = true;
    const { user } = renderCamera({ ai: fakeAi() });
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile());
    await screen.findByRole('heading', { name: 'Trail Running Shoes' });

    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(PART_FAILED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();

    mockDialogOffline = false;
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up to share your listing' })).toBeInTheDocument();
    expect(screen.queryByText(PART_FAILED_MESSAGE)).not.toBeInTheDocument();
  });
});
