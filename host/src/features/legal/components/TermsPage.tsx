/** /terms: the terms of use in plain language. */
import { useDocumentTitle } from '../useDocumentTitle';
import { TERMS_OF_USE } from '../legalContent';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  useDocumentTitle('Terms — Snap. Price. Sell.');
  return <LegalPage document={TERMS_OF_USE} />;
}
