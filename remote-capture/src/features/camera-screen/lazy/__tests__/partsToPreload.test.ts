import { makePhoto } from '../../../../testing/fixtures';
import { initialCameraState, type CameraState } from '../../../camera';
import { partsToPreload, type LazyPart } from '../partsToPreload';

const photo = makePhoto('a');
const state = (over: Partial<CameraState>): CameraState => ({ ...initialCameraState, ...over });

const rows: { name: string; state: CameraState; signedIn: boolean; parts: LazyPart[] }[] = [
  { name: 'nothing on the idle screen', state: state({}), signedIn: false, parts: [] },
  {
    name: 'nothing after a file was refused (error, no photo)',
    state: state({ error: 'Please select an image file' }),
    signedIn: false,
    parts: [],
  },
  {
    name: 'the results while the first photo is prepared',
    state: state({ processing: true }),
    signedIn: false,
    parts: ['results'],
  },
  {
    name: 'the results and the sign-up prompt while analysing, anonymous',
    state: state({ phase: 'analyzing', photos: [photo] }),
    signedIn: false,
    parts: ['results', 'signUpPrompt'],
  },
  {
    name: 'only the results while analysing, signed in',
    state: state({ phase: 'analyzing', photos: [photo] }),
    signedIn: true,
    parts: ['results'],
  },
  {
    name: 'the results and the sign-up prompt on the results, anonymous',
    state: state({ phase: 'results', photos: [photo] }),
    signedIn: false,
    parts: ['results', 'signUpPrompt'],
  },
  {
    name: 'the results and the photo viewer when idle with photos',
    state: state({ photos: [photo] }),
    signedIn: false,
    parts: ['results', 'photoViewer'],
  },
  { name: 'the same signed in', state: state({ photos: [photo] }), signedIn: true, parts: ['results', 'photoViewer'] },
];

describe('partsToPreload', () => {
  it.each(rows)('$name', ({ state: from, signedIn, parts }) => {
    expect(partsToPreload(from, signedIn)).toEqual(parts);
  });
});
