import { AppConfigError, parseAppConfig } from '../appConfig';

const valid = {
  remotes: {
    remote_capture: 'http://127.0.0.1:4101/mf-manifest.json',
    remote_share: 'https://share.example.com/mf-manifest.json',
    remote_account: 'http://127.0.0.1:4103/mf-manifest.json',
  },
  gatewayUrl: 'http://127.0.0.1:5001/demo/us-central1/api/',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
};

describe('parseAppConfig', () => {
  it('accepts a complete config and trims the gateway URL', () => {
    const config = parseAppConfig(valid);
    expect(config.gatewayUrl).toBe('http://127.0.0.1:5001/demo/us-central1/api');
    expect(config.remotes.remote_share).toBe('https://share.example.com/mf-manifest.json');
  });

  it.each([
    [
      'nothing at all',
      undefined,
      [
        'remotes.remote_capture',
        'remotes.remote_share',
        'remotes.remote_account',
        'gatewayUrl',
        'firebase.apiKey',
        'firebase.authDomain',
        'firebase.projectId',
      ],
    ],
    [
      'a non-http remote',
      { ...valid, remotes: { ...valid.remotes, remote_share: 'ftp://x/y' } },
      ['remotes.remote_share'],
    ],
    ['a relative gateway', { ...valid, gatewayUrl: '/api' }, ['gatewayUrl']],
    ['a blank api key', { ...valid, firebase: { ...valid.firebase, apiKey: ' ' } }, ['firebase.apiKey']],
  ])('lists every problem for %s', (_name, raw, missing) => {
    expect(() => parseAppConfig(raw)).toThrow(AppConfigError);
    try {
      parseAppConfig(raw);
    } catch (error) {
      expect((error as AppConfigError).missing).toEqual(missing);
      expect((error as Error).message).toContain(missing[0]);
    }
  });
});
