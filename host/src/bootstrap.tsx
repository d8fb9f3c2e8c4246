import { createRoot } from 'react-dom/client';
import { AppConfigError } from '@snap/shared';
import { App } from './App';
import { loadAppConfig } from './features/config/loadAppConfig';
import { ConfigErrorScreen } from './features/config/ConfigErrorScreen';
import { registerRemotesFromConfig } from './features/remotes/registerRemotes';

const root = createRoot(document.getElementById('root')!);
// Start fetching the auth SDK chunk now, in parallel with the config, instead of after first render.
void import('./features/auth/firebaseAuthService');

loadAppConfig()
  .then((config) => {
    registerRemotesFromConfig(config);
    root.render(<App config={config} />);
  })
  .catch((error: unknown) => {
    const missing = error instanceof AppConfigError ? error.missing : [];
    root.render(<ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} missing={missing} />);
  });
