import { PlainDocument } from '../components/plain-document';
import { PublicLayout } from '../components/public-layout';
import { PRIVACY_POLICY } from '../content/privacy-policy';

/** `/privacy-policy`: what the registry collects, why, who sees it and the participant's choices. */
export function PrivacyPolicyScreen() {
  return (
    <PublicLayout title={PRIVACY_POLICY.title}>
      <PlainDocument doc={PRIVACY_POLICY} mailbox="privacyEmail" />
    </PublicLayout>
  );
}
