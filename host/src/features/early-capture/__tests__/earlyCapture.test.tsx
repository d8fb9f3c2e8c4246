import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { choose, clearPage, earlyInput, loadEarlyCapturePage } from '../../../testing/earlyCapturePage';
import {
  EarlyCapturePathGuard,
  earlyCaptureShown,
  earlyPhotoHandoff,
  releaseEarlyCapture,
  watchEarlyCapture,
} from '../earlyCapture';

const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

let unsubscribe: (() => void) | undefined;
afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  clearPage();
});

describe('the early /camera screen', () => {
  it('hands the camera screen a photo chosen before the app ran, once', () => {
    loadEarlyCapturePage();
    choose(earlyInput(0), photo('before.jpg'), { fire: false });
    watchEarlyCapture();
    const taken: string[] = [];
    unsubscribe = earlyPhotoHandoff.subscribe((file) => taken.push(file.name));
    expect(taken).toEqual(['before.jpg']);
    unsubscribe();
    unsubscribe = earlyPhotoHandoff.subscribe((file) => taken.push(file.name));
    expect(taken).toEqual(['before.jpg']);
  });

  it('keeps a photo chosen while the camera screen loads until it subscribes, and passes later ones at once', () => {
    loadEarlyCapturePage();
    watchEarlyCapture();
    choose(earlyInput(1), photo('gallery.jpg'));
    const taken: string[] = [];
    unsubscribe = earlyPhotoHandoff.subscribe((file) => taken.push(file.name));
    expect(taken).toEqual(['gallery.jpg']);
    // A picker opened just before the screen went answers after it.
    const camera = earlyInput(0);
    releaseEarlyCapture();
    choose(camera, photo('late.jpg'));
    expect(taken).toEqual(['gallery.jpg', 'late.jpg']);
  });

  it('hands over only the last photo chosen before the camera screen was there', () => {
    loadEarlyCapturePage();
    watchEarlyCapture();
    choose(earlyInput(0), photo('first.jpg'));
    choose(earlyInput(1), photo('second.jpg'));
    const taken: string[] = [];
    unsubscribe = earlyPhotoHandoff.subscribe((file) => taken.push(file.name));
    expect(taken).toEqual(['second.jpg']);
  });

  it('leaves the page once released, leaving #root', () => {
    const root = loadEarlyCapturePage();
    expect(earlyCaptureShown()).toBe(true);
    releaseEarlyCapture();
    expect(earlyCaptureShown()).toBe(false);
    expect(earlyInput(0)).toBeUndefined();
    expect(root).toBeInTheDocument();
  });

  it('goes when the page is on another path, and stays on /camera', () => {
    loadEarlyCapturePage();
    const { unmount } = render(
      <MemoryRouter initialEntries={['/camera']}>
        <EarlyCapturePathGuard />
      </MemoryRouter>,
    );
    expect(earlyCaptureShown()).toBe(true);
    unmount();
    render(
      <MemoryRouter initialEntries={['/auth']}>
        <EarlyCapturePathGuard />
      </MemoryRouter>,
    );
    expect(earlyCaptureShown()).toBe(false);
  });

  it('is not there on any page but /camera: nothing to show or hand over', () => {
    watchEarlyCapture();
    expect(earlyCaptureShown()).toBe(false);
    const taken: File[] = [];
    unsubscribe = earlyPhotoHandoff.subscribe((file) => taken.push(file));
    expect(taken).toEqual([]);
  });
});
