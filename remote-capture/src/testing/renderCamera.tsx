/**
 * Renders the camera screen the way the host does, through renderWithPorts (@snap/shared/testing):
 * fakes only at the boundaries (the AI port, the share port, the auth state) plus the image
 * pipeline (jsdom has no canvas). MUI and the router are real.
 */
import { screen } from '@testing-library/react';
import { fakeAuthContext, renderWithPorts } from '@snap/shared/testing';
import { PATHS, authTabPath } from '@snap/shared/contracts';
import type userEvent from '@testing-library/user-event';
import type {
  AiClient,
  AnalysisReply,
  AnalyzeOptions,
  AppUser,
  AuthContextValue,
  ListingsPort,
  ManageListingPort,
  SavedListing,
  SharePort,
} from '@snap/shared';
import { CaptureScreen } from '../CaptureScreen';
import { ImagePipelineContext, type CompressForAnalysis } from '../features/image-pipeline';
import { makeEstimate, makeItem } from './fixtures';

export const SIGNED_IN: AppUser = {
  uid: 'u1',
  displayName: 'Sam Seller',
  email: 'sam@example.com',
  emailVerified: true,
};

export const fakeAuth = (user: AppUser | null): AuthContextValue => fakeAuthContext({ user });

type Analyze = AiClient['analyze'];

/** The AI port as the gateway answers: the identification (onIdentified), then the analysis. */
export function fakeAi(demo = false) {
  return {
    analyze: jest.fn<ReturnType<Analyze>, Parameters<Analyze>>(async (_image, options) => {
      await Promise.resolve(); // the item is reported as the reply arrives, never inside the call
      const item = makeItem();
      options?.onIdentified?.(item);
      return { item, estimate: makeEstimate(), demo };
    }),
    listing: jest.fn<ReturnType<AiClient['listing']>, Parameters<AiClient['listing']>>(() =>
      Promise.reject(new Error('not used')),
    ),
    imageSettings: jest.fn(() => Promise.resolve({ imageDetail: 'low' as const, analysisImageMaxDimension: 512 })),
  };
}

/**
 * An analysis the test moves on by hand, as the gateway's stream arrives: `identify()` reports the
 * item, then `answer()` or `fail()` settles it. Give `analyze` to the fake AI's `analyze`.
 */
export function heldAnalysis() {
  const reply = deferred<AnalysisReply>();
  let options: AnalyzeOptions = {};
  const analyze: Analyze = (_image, given = {}) => {
    options = given;
    return reply.promise;
  };
  return {
    analyze,
    /** The signal the screen gave this analysis. */
    signal: () => options.signal,
    identify: (item = makeItem()) => options.onIdentified?.(item),
    answer: (result: Partial<AnalysisReply> = {}) =>
      reply.resolve({ item: makeItem(), estimate: makeEstimate(), demo: false, ...result }),
    fail: (error: unknown) => reply.reject(error),
  };
}

export function fakeShare() {
  return { openShare: jest.fn(), openGuide: jest.fn(), openMarketplace: jest.fn() } satisfies SharePort;
}

/**
 * A pipeline that "compresses" by wrapping the file's name, so tests can tell photos apart; asked
 * for an analysis copy, it makes one named after the size asked for, and hands it over first, as
 * the real pipeline does.
 */
export function fakeCompress() {
  return jest.fn<ReturnType<CompressForAnalysis>, Parameters<CompressForAnalysis>>((file, options) => {
    const size = options?.analysisMaxDimension;
    const analysis = size
      ? {
          blob: new Blob([`jpeg ${size}px:${file.name}`], { type: 'image/jpeg' }),
          width: size,
          height: (size * 3) / 4,
          quality: 0.9,
          encodes: 1,
        }
      : undefined;
    if (analysis) options?.onAnalysisCopy?.(analysis.blob);
    return Promise.resolve({
      blob: new Blob([`jpeg:${file.name}`], { type: 'image/jpeg' }),
      width: 1280,
      height: 960,
      quality: 0.9,
      encodes: 1,
      analysis,
    });
  });
}

/** A Blob's text (jsdom's Blob has no text()). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** A listings port kept in memory: what was saved and updated, with ids l1, l2… */
export function fakeListings(saved: SavedListing[] = []) {
  const store = new Map(saved.map((listing) => [listing.id, listing]));
  let next = 0;
  return {
    store,
    save: jest.fn<ReturnType<ListingsPort['save']>, Parameters<ListingsPort['save']>>((listing) => {
      const id = `l${(next += 1)}`;
      store.set(id, { ...listing, id, sharedTo: [], createdAt: 1, updatedAt: 1 });
      return Promise.resolve(id);
    }),
    update: jest.fn<ReturnType<ListingsPort['update']>, Parameters<ListingsPort['update']>>(() => Promise.resolve()),
    replace: jest.fn<ReturnType<ListingsPort['replace']>, Parameters<ListingsPort['replace']>>((id, listing) => {
      const before = store.get(id);
      if (before)
        store.set(id, { ...listing, id, sharedTo: before.sharedTo, createdAt: before.createdAt, updatedAt: 2 });
      return Promise.resolve();
    }),
    get: jest.fn((id: string) => Promise.resolve(store.get(id) ?? null)),
    getPhotos: jest.fn<ReturnType<ListingsPort['getPhotos']>, Parameters<ListingsPort['getPhotos']>>(() =>
      Promise.resolve([]),
    ),
    remove: jest.fn(() => Promise.resolve()),
    restore: jest.fn(() => Promise.resolve()),
    subscribe: jest.fn(() => () => undefined),
    removeAll: jest.fn(() => Promise.resolve()),
  } satisfies ListingsPort & { store: unknown };
}

export interface RenderCameraOptions {
  user?: AppUser | null;
  ai?: ReturnType<typeof fakeAi>;
  share?: ReturnType<typeof fakeShare>;
  compress?: ReturnType<typeof fakeCompress>;
  /** The listings port the host gives a signed-in seller (null when signed out). */
  listings?: ListingsPort | null;
  /** The host's Manage dialog of a saved listing (none unless given). */
  manageListing?: ManageListingPort | null;
  /** Where /camera is opened, e.g. '/camera?listing=l1'. */
  path?: string;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderCamera({
  user = null,
  ai = fakeAi(),
  share = fakeShare(),
  compress = fakeCompress(),
  listings = null,
  manageListing = null,
  path = PATHS.camera,
  userEventOptions,
}: RenderCameraOptions = {}) {
  const view = renderWithPorts(
    <ImagePipelineContext.Provider value={compress}>
      <CaptureScreen />
    </ImagePipelineContext.Provider>,
    {
      auth: fakeAuth(user),
      ai,
      share,
      listings,
      manageListing,
      route: path,
      path: PATHS.camera,
      routes: {
        [PATHS.auth]: <p>Auth screen</p>,
        [authTabPath('signup')]: <p>Sign-up form</p>,
        [PATHS.profile]: <p>Profile screen</p>,
        [PATHS.home]: <p>Home screen</p>,
        [PATHS.dashboard]: <p>Dashboard screen</p>,
      },
      userEventOptions,
    },
  );
  return { ...view, ai, share, compress, listings };
}

export const photoFile = (name = 'shoes.jpg', type = 'image/jpeg') => new File([`pixels of ${name}`], name, { type });

/** The camera screen with the fixture photo chosen and its result (the fake AI's shoes) on screen. */
export async function renderCameraResults(options: RenderCameraOptions = {}) {
  const view = renderCamera(options);
  await view.user.upload(screen.getByLabelText('Choose a photo'), photoFile('shoes.jpg'));
  // The whole screen's first render in jsdom (all of MUI) passes RTL's default 1 s on a busy runner:
  // a CI run beside the e2e suites failed here once.
  await screen.findByRole('heading', { name: 'Trail Running Shoes' }, { timeout: 10_000 });
  return view;
}

/** jsdom has no object URLs: count them instead. */
export function stubObjectUrls() {
  let next = 0;
  const live = new Set<string>();
  const createObjectURL = jest.fn(() => {
    const url = `blob:test/${(next += 1)}`;
    live.add(url);
    return url;
  });
  const revokeObjectURL = jest.fn((url: string) => {
    live.delete(url);
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { createObjectURL, revokeObjectURL, live };
}

/**
 * The hooks every whole-screen camera test file shares: a longer timeout (these tests render all
 * of MUI; on a busy 2-core runner they can pass 5 s), object URLs stubbed, warnings silenced,
 * mocks and timers restored. Returns a getter for the current test's object URL stubs.
 */
export function setUpCameraScreenTests(): () => ReturnType<typeof stubObjectUrls> {
  let urls: ReturnType<typeof stubObjectUrls>;
  jest.setTimeout(20_000);
  beforeEach(() => {
    urls = stubObjectUrls();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });
  return () => urls;
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
