import { PlainDocument } from '../components/plain-document';
import { PublicLayout } from '../components/public-layout';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** `/privacy-policy`: what the registry collects, why, who sees it and the participant's choices. */
function PrivacyPolicyScreenContent() {
  return (
    <PublicLayout title={PRIVACY_POLICY.title}>
      <PlainDocument doc={PRIVACY_POLICY} mailbox="privacyEmail" />
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const PrivacyPolicyScreen = onLibraryRouter(PrivacyPolicyScreenContent, 'PrivacyPolicyScreen');
