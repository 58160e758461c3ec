import { LegalDocument } from '../components/LegalDocument';

export default function UserAgreementPage() {
  return <LegalDocument doc="terms" />;
}
