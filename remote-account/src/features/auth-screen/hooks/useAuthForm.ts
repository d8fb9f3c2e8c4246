/**
 * The auth screen's behaviour: the form reducer wired to the auth context, plus focus management
 * (the heading after a mode switch, the wrong field after a failed check, the message after the
 * provider answers, because the busy submit button that had focus was disabled meanwhile).
 */
import { useCallback, useEffect, useReducer, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useAuth } from '@snap/shared';
import {
  authFormReducer,
  canSubmit,
  checkAuthForm,
  initialAuthForm,
  type AuthField,
  type AuthFormAction,
} from '../authForm';
import type { AuthMode } from '../authModes';
import { messageOf } from '@snap/shared/errors';
import { AUTH_SCREEN_MESSAGES, submitAuthForm } from '../authMessages';

/**
 * `returnError`: why the e-mail link or the Google redirect the visitor came back from failed, as the
 * auth context says it (null while there is none); shown when it is first said.
 */
export function useAuthForm(initialMode: AuthMode, returnError: string | null) {
  const auth = useAuth();
  const [state, dispatch] = useReducer(authFormReducer, undefined, () => initialAuthForm(initialMode, returnError));
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const messageRef = useRef<HTMLDivElement | null>(null);

  /** Shows the provider's answer and moves focus to it. */
  const settle = useCallback((action: AuthFormAction) => {
    flushSync(() => dispatch(action));
    messageRef.current?.focus();
  }, []);

  const switchMode = useCallback((mode: AuthMode) => {
    flushSync(() => dispatch({ type: 'switch', mode }));
    headingRef.current?.focus();
  }, []);

  const edit = useCallback((field: AuthField, value: string) => dispatch({ type: 'edit', field, value }), []);

  // The sign-in SDK loads beside this screen, so a link's failure can be learnt after the form shows
  // (the account remote was quicker): shown when it comes, the focus left where the visitor is typing.
  const shownError = useRef(returnError);
  useEffect(() => {
    if (returnError === null || returnError === shownError.current) return;
    shownError.current = returnError;
    dispatch({ type: 'fail', message: returnError });
  }, [returnError]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!canSubmit(state)) return;
    const problem = checkAuthForm(state);
    if (problem) {
      flushSync(() => dispatch({ type: 'fail', ...problem }));
      // Inputs are named after their fields.
      (form.elements.namedItem(problem.field) as HTMLInputElement | null)?.focus();
      return;
    }
    dispatch({ type: 'start', busy: 'form' });
    try {
      settle({ type: 'succeed', message: await submitAuthForm(auth, state) });
    } catch (error) {
      settle({ type: 'fail', message: messageOf(error, AUTH_SCREEN_MESSAGES.formFailed) });
    }
  };

  const continueWithGoogle = async () => {
    if (state.busy) return;
    dispatch({ type: 'start', busy: 'google' });
    try {
      await auth.signInWithGoogle();
      dispatch({ type: 'succeed', message: null });
    } catch (error) {
      settle({ type: 'fail', message: messageOf(error, AUTH_SCREEN_MESSAGES.googleFailed) });
    }
  };

  return {
    state,
    user: auth.user,
    headingRef,
    messageRef,
    edit,
    switchMode,
    submit,
    continueWithGoogle,
    submittable: canSubmit(state),
  };
}
