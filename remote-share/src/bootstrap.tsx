/** Standalone development shell for remote-share: the share playground (features/playground). */
import { createRoot } from 'react-dom/client';
import { PlaygroundApp } from './features/playground/components/PlaygroundApp';

createRoot(document.getElementById('root')!).render(<PlaygroundApp />);
