/** The local stack's ports and URLs as the e2e suite sees them (one source: scripts/stack-config.cjs). */
import { PROJECT_ID, stackPorts } from '../../scripts/stack-config.cjs';

export { PROJECT_ID, stackPorts };
export const hostUrl = (path = '') => `http://127.0.0.1:${stackPorts().host}${path}`;
export const authEmulatorUrl = (path = '') => `http://127.0.0.1:${stackPorts().auth}${path}`;
export const gatewayUrl = (path = '') =>
  `http://127.0.0.1:${stackPorts().functions}/${PROJECT_ID}/us-central1/api${path}`;
