import { authFormReducer, canSubmit, checkAuthForm, initialAuthForm, type AuthFormState } from '../authForm';
import { modeFromTab } from '../authModes';

const filled = (overrides: Partial<AuthFormState> = {}): AuthFormState => ({
  ...initialAuthForm('signup'),
  email: 'a@example.com',
  password: 'secret',
  displayName: 'Alice',
  ...overrides,
});

describe('modeFromTab', () => {
  it.each([
    [undefined, 'signin'],
    ['signin', 'signin'],
    ['signup', 'signup'],
    ['SignUp', 'signup'],
    ['passwordless', 'passwordless'],
    ['elsewhere', 'signin'],
  ])('%p → %p', (tab, mode) => {
    expect(modeFromTab(tab)).toBe(mode);
  });
});

describe('authFormReducer', () => {
  it('clears the form, errors and messages when switching modes', () => {
    const state = filled({ error: 'Oops', success: 'Yay', invalidField: 'email' });
    expect(authFormReducer(state, { type: 'switch', mode: 'passwordless' })).toEqual(initialAuthForm('passwordless'));
  });

  it('edits a field and unmarks it once it changes', () => {
    const state = authFormReducer(filled({ invalidField: 'password' }), {
      type: 'edit',
      field: 'password',
      value: 'longer-secret',
    });
    expect(state).toMatchObject({ password: 'longer-secret', invalidField: null });
    expect(
      authFormReducer(filled({ invalidField: 'email' }), { type: 'edit', field: 'password', value: 'x' }).invalidField,
    ).toBe('email');
  });

  it('sets busy and clears the error and success message on submit (spec §4)', () => {
    expect(
      authFormReducer(filled({ error: 'Oops', success: 'Yay', invalidField: 'email' }), {
        type: 'start',
        busy: 'form',
      }),
    ).toMatchObject({
      busy: 'form',
      error: null,
      success: null,
      invalidField: null,
    });
  });

  it('then shows either an error or a success message, keeping what was typed', () => {
    const busy = filled({ busy: 'google' });
    expect(authFormReducer(busy, { type: 'fail', message: 'Nope', field: 'password' })).toMatchObject({
      busy: null,
      error: 'Nope',
      success: null,
      invalidField: 'password',
      email: 'a@example.com',
    });
    expect(authFormReducer(busy, { type: 'succeed', message: 'Done' })).toMatchObject({
      busy: null,
      error: null,
      success: 'Done',
      email: 'a@example.com',
    });
  });
});

describe('checkAuthForm (spec §5)', () => {
  it.each([
    ['signin', ' ', 'secret', 'Please enter your email address.', 'email'],
    ['signin', 'not-an-email', 'secret', 'Please enter a valid email address.', 'email'],
    ['passwordless', 'a@@example.com', '', 'Please enter a valid email address.', 'email'],
    ['signin', 'a@example.com', '', 'Please enter your password.', 'password'],
    ['signin', 'a@example.com', '12345', 'Password should be at least 6 characters.', 'password'],
    ['signup', 'a@example.com', '12345', 'Password should be at least 6 characters.', 'password'],
  ] as const)('%s with %p / %p → %p', (mode, email, password, message, field) => {
    expect(checkAuthForm({ mode, email, password })).toEqual({ message, field });
  });

  it.each([
    ['signin', ' a@example.com ', '123456'],
    ['signup', 'a.b+c@sub.example.co', 'a much longer password'],
    ['passwordless', 'a@localhost', ''],
  ] as const)('accepts %s with %p / %p', (mode, email, password) => {
    expect(checkAuthForm({ mode, email, password })).toBeNull();
  });
});

describe('canSubmit (spec §5)', () => {
  it.each([
    ['a complete sign-up', filled(), true],
    ['while busy', filled({ busy: 'form' }), false],
    ['while Google is busy', filled({ busy: 'google' }), false],
    ['with an empty e-mail', filled({ email: '' }), false],
    ['with a blank e-mail', filled({ email: '   ' }), false],
    ['with no password in sign-up', filled({ password: '' }), false],
    ['with no password in sign-in', filled({ mode: 'signin', password: '' }), false],
    ['with a short password (checked on submit instead)', filled({ password: '1' }), true],
    ['with no password in passwordless', filled({ mode: 'passwordless', password: '' }), true],
  ])('%s → %p', (_case, state, expected) => {
    expect(canSubmit(state)).toBe(expected);
  });
});
