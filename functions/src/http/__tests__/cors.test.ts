import { corsHeaders } from '../cors';

describe('corsHeaders', () => {
  it.each<[string | undefined, '*' | string[], Record<string, string>]>([
    ['http://127.0.0.1:4100', '*', { 'access-control-allow-origin': '*' }],
    [
      'http://127.0.0.1:4100',
      ['http://127.0.0.1:4100'],
      { 'access-control-allow-origin': 'http://127.0.0.1:4100', vary: 'Origin' },
    ],
    ['https://evil.example', ['http://127.0.0.1:4100'], { vary: 'Origin' }],
    [undefined, ['http://127.0.0.1:4100'], { vary: 'Origin' }],
  ])('origin %p allowed %p', (origin, allowed, expected) => {
    expect(corsHeaders(origin, allowed)).toEqual(expected);
  });
});
