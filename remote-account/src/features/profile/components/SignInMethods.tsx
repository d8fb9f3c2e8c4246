import Typography from '@mui/material/Typography';
import { useAuth } from '@snap/shared';
import { signInMethodNames } from '../signInMethods';

/** The sign-in methods linked to the account. */
export function SignInMethods() {
  const { user } = useAuth();
  const names = signInMethodNames(user?.providerIds);
  if (names.length === 0) return <Typography color="text.secondary">Not known on this device.</Typography>;
  return (
    <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Typography>
  );
}
