import { frameReducer, initialFrameState, type FrameEvent, type FrameState } from '../frameLoad';

const run = (...events: FrameEvent['type'][]): FrameState =>
  events.reduce((state, type) => frameReducer(state, { type } as FrameEvent), initialFrameState);

describe('frameReducer', () => {
  it.each<[string, FrameEvent['type'][], Partial<FrameState>]>([
    ['starts loading with no frame', [], { status: 'loading', frameMounted: false }],
    ['mounts the frame once the probe allows it', ['allowed'], { status: 'loading', frameMounted: true }],
    ["is loaded on the frame's load", ['allowed', 'frame-loaded'], { status: 'loaded' }],
    ['ignores a load before the frame is mounted', ['frame-loaded'], { status: 'loading' }],
    ['fails when the probe refuses', ['refused'], { status: 'error', frameMounted: false }],
    ['fails when the probe does not answer in time', ['probe-timed-out'], { status: 'error', frameMounted: false }],
    [
      'ignores the probe watchdog once the frame is allowed',
      ['allowed', 'probe-timed-out'],
      { status: 'loading', frameMounted: true },
    ],
    [
      'fails when an allowed frame never loads',
      ['allowed', 'frame-timed-out'],
      { status: 'error', frameMounted: false },
    ],
    [
      'stays loaded when a watchdog fires late',
      ['allowed', 'frame-loaded', 'probe-timed-out', 'frame-timed-out'],
      { status: 'loaded' },
    ],
    ['stays in error when a late load arrives', ['refused', 'frame-loaded'], { status: 'error' }],
    [
      'starts over on retry, with a new attempt',
      ['refused', 'retry'],
      { status: 'loading', attempt: 1, frameMounted: false },
    ],
  ])('%s', (_case, events, expected) => {
    expect(run(...events)).toMatchObject(expected);
  });
});
