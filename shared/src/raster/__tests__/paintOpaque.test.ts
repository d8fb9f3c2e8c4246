import { paintOpaque, type Context2D } from '../paintOpaque';

/** A 2D context that records what was done to it, in order (jsdom has no canvas). */
function recordingContext() {
  const done: unknown[] = [];
  const context = {
    set fillStyle(value: string) {
      done.push(['fillStyle', value]);
    },
    set imageSmoothingEnabled(value: boolean) {
      done.push(['imageSmoothingEnabled', value]);
    },
    set imageSmoothingQuality(value: string) {
      done.push(['imageSmoothingQuality', value]);
    },
    fillRect: (...args: number[]) => done.push(['fillRect', ...args]),
    drawImage: (...args: unknown[]) => done.push(['drawImage', ...args]),
  };
  return { context: context as unknown as Context2D, done };
}

describe('paintOpaque', () => {
  it('fills the whole canvas white before drawing, so no transparent area turns black in a JPEG', () => {
    const { context, done } = recordingContext();
    const source = document.createElement('img');
    paintOpaque(context, source, { width: 640, height: 480 });
    expect(done).toEqual([
      ['fillStyle', '#ffffff'],
      ['fillRect', 0, 0, 640, 480],
      ['imageSmoothingEnabled', true],
      ['imageSmoothingQuality', 'high'],
      ['drawImage', source, 0, 0, 640, 480],
    ]);
  });
});
