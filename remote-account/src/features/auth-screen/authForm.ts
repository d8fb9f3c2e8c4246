/**
 * The auth form's state and rules as pure functions: what switching modes, editing, submitting and
 * hearing back do to it (spec §4), what the form checks before calling the provider (spec §5), and
 * when submitting is allowed.
 */
import { AUTH_SENTENCES, PASSWORD_MIN_LENGTH } from '@snap/shared';
import { usesPassword, type AuthMode } from './authModes';

export type AuthField = 'email' | 'password' | 'displayName';
/** What is waiting on the provider: the form's submit or the Google popup. */
export type AuthBusy = 'form' | 'google';

export interface AuthFormState {
  mode: AuthMode;
  email: string;
  password: string;
  displayName: string;
  busy: AuthBusy | null;
  error: string | null;
  success: string | null;
  /** The field the last check found wrong, so it can be marked and focused. */
  invalidField: AuthField | null;
}

export type AuthFormAction =
  | { type: 'switch'; mode: AuthMode }
  | { type: 'edit'; field: AuthField; value: string }
  | { type: 'start'; busy: AuthBusy }
  | { type: 'fail'; message: string; field?: AuthField }
  | { type: 'succeed'; message: string | null };

export const initialAuthForm = (mode: AuthMode, error: string | null = null): AuthFormState => ({
  mode,
  email: '',
  password: '',
  displayName: '',
  busy: null,
  error,
  success: null,
  invalidField: null,
});

export function authFormReducer(state: AuthFormState, action: AuthFormAction): AuthFormState {
  switch (action.type) {
    case 'switch':
      // Switching modes clears the form, errors and messages (spec §2).
      return initialAuthForm(action.mode);
    case 'edit':
      return {
        ...state,
        [action.field]: action.value,
        invalidField: state.invalidField === action.field ? null : state.invalidField,
      };
    case 'start':
      return { ...state, busy: action.busy, error: null, success: null, invalidField: null };
    case 'fail':
      return { ...state, busy: null, error: action.message, success: null, invalidField: action.field ?? null };
    case 'succeed':
      return { ...state, busy: null, error: null, success: action.message };
  }
}

/** The browser's own rule for type="email" inputs (WHATWG HTML), so the check matches the field. */
const EMAIL_SHAPE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export interface FormProblem {
  message: string;
  field: AuthField;
}

/** What is wrong with the form before the provider is asked (spec §5), or null. */
export function checkAuthForm({
  mode,
  email,
  password,
}: Pick<AuthFormState, 'mode' | 'email' | 'password'>): FormProblem | null {
  const address = email.trim();
  if (!address) return { message: AUTH_SENTENCES.missingEmail, field: 'email' };
  if (!EMAIL_SHAPE.test(address)) return { message: AUTH_SENTENCES.invalidEmail, field: 'email' };
  if (!usesPassword(mode)) return null;
  if (!password) return { message: AUTH_SENTENCES.missingPassword, field: 'password' };
  if (password.length < PASSWORD_MIN_LENGTH) return { message: AUTH_SENTENCES.weakPassword, field: 'password' };
  return null;
}

/** Submit is disabled while busy, with an empty e-mail, or with no password in a password mode (spec §5). */
export const canSubmit = ({ mode, email, password, busy }: AuthFormState): boolean =>
  busy === null && email.trim() !== '' && (!usesPassword(mode) || password !== '');
