import { createAppConfig } from '@snap/shared/federation/createAppConfig';
import { federation } from './federation.config';

export default createAppConfig({
  dir: __dirname,
  federation,
  port: 4103,
  title: 'Snap. Price. Sell. — account (standalone)',
});
