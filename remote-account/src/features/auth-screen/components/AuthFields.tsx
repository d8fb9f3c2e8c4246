import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH } from '@snap/shared';
import type { AuthField, AuthFormState } from '../authForm';
import { usesPassword } from '../authModes';

export interface AuthFieldsProps {
  state: AuthFormState;
  onEdit(field: AuthField, value: string): void;
}

/**
 * Named after their fields (the form focuses a wrong one by name). E-mail always; password in the
 * password modes; an optional display name on sign-up (spec §2).
 */
export function AuthFields({ state, onEdit }: AuthFieldsProps) {
  const { mode, invalidField } = state;
  return (
    <>
      {mode === 'signup' && (
        <TextField
          label="Display name (optional)"
          value={state.displayName}
          onChange={(event) => onEdit('displayName', event.target.value)}
          name="displayName"
          autoComplete="name"
          fullWidth
        />
      )}
      <TextField
        label="Email"
        type="email"
        required
        value={state.email}
        onChange={(event) => onEdit('email', event.target.value)}
        name="email"
        error={invalidField === 'email'}
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        fullWidth
      />
      {usesPassword(mode) && (
        <TextField
          label="Password"
          type="password"
          required
          value={state.password}
          onChange={(event) => onEdit('password', event.target.value)}
          name="password"
          error={invalidField === 'password'}
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          helperText={mode === 'signup' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
          slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
          fullWidth
        />
      )}
    </>
  );
}
