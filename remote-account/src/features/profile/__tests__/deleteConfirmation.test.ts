import { confirmsDeletion } from '../deleteConfirmation';
import { reauthMethod, signInMethodNames } from '../signInMethods';

describe('confirmsDeletion', () => {
  it.each([
    ['alice@example.com', 'alice@example.com', true],
    ['  Alice@Example.COM ', 'alice@example.com', true],
    ['alice@example.co', 'alice@example.com', false],
    ['', 'alice@example.com', false],
    ['alice@example.com', null, false],
    ['', null, false],
  ])('%p against %p → %p', (typed, email, expected) => {
    expect(confirmsDeletion(typed, email)).toBe(expected);
  });
});

describe('reauthMethod', () => {
  it.each([
    [['password'], 'password'],
    [['google.com', 'password'], 'password'],
    [['google.com'], 'google'],
    [[], 'link'],
    [undefined, 'link'],
  ] as const)('%p → %p', (ids, expected) => {
    expect(reauthMethod(ids)).toBe(expected);
  });
});

describe('signInMethodNames', () => {
  it('names the known providers and keeps unknown ids', () => {
    expect(signInMethodNames(['password', 'google.com', 'apple.com'])).toEqual([
      'Email (password or sign-in link)',
      'Google',
      'apple.com',
    ]);
    expect(signInMethodNames(undefined)).toEqual([]);
  });
});
