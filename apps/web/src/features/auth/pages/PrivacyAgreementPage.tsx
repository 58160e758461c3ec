import { LegalDocument } from '../components/LegalDocument';

export default function PrivacyAgreementPage() {
  return <LegalDocument doc="privacy" />;
}
