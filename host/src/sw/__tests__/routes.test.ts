import { isEntryPoint, isRemoteHashedAsset } from '../routes';

const origin = 'https://snap.example';
const facts = (url: string, method = 'GET') => ({ url: new URL(url), origin, method });

describe('service worker routes', () => {
  it.each([
    'https://capture.snap.example/mf-manifest.json',
    'https://capture.snap.example/remoteEntry.js',
    'https://snap.example/app-config.json',
    'http://127.0.0.1:4401/mf-manifest.json',
  ])('takes %s network-first (it changes under the same name)', (url) => {
    expect(isEntryPoint(facts(url))).toBe(true);
    expect(isRemoteHashedAsset(facts(url))).toBe(false);
  });

  it.each([
    'https://capture.snap.example/352.a1b2c3d4e5.js',
    'https://capture.snap.example/capture-results.0123456789.js',
    'https://capture.snap.example/assets/compress-worker.abcdef0123.js',
    'https://capture.snap.example/assets/demo-sample.abcdef0123.jpg',
  ])('takes the remote file %s cache-first (its name carries its content hash)', (url) => {
    expect(isRemoteHashedAsset(facts(url))).toBe(true);
    expect(isEntryPoint(facts(url))).toBe(false);
  });

  it('leaves the host’s own files to the precache, and unhashed or non-GET requests alone', () => {
    expect(isRemoteHashedAsset(facts('https://snap.example/main.a1b2c3d4e5.js'))).toBe(false);
    expect(isRemoteHashedAsset(facts('https://capture.snap.example/main.js'))).toBe(false);
    expect(isRemoteHashedAsset(facts('https://capture.snap.example/352.a1b2c3d4e5.js', 'POST'))).toBe(false);
    expect(isEntryPoint(facts('https://api.snap.example/identify', 'POST'))).toBe(false);
    expect(isEntryPoint(facts('https://snap.example/app-config.json', 'POST'))).toBe(false);
    expect(isEntryPoint(facts('https://snap.example/camera'))).toBe(false);
  });
});
