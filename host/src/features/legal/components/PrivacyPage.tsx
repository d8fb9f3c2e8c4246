/** /privacy: what is collected, who receives it, for how long, how to delete it. */
import { useDocumentTitle } from '../useDocumentTitle';
import { PRIVACY_POLICY } from '../legalContent';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  useDocumentTitle('Privacy — Snap. Price. Sell.');
  return <LegalPage document={PRIVACY_POLICY} />;
}
