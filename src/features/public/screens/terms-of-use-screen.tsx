import { PlainDocument } from '../components/plain-document';
import { PublicLayout } from '../components/public-layout';
import { TERMS_OF_USE } from '../content/terms-of-use';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** `/terms-of-use`: the website's terms in plain language, linked from every footer. */
function TermsOfUseScreenContent() {
  return (
    <PublicLayout title={TERMS_OF_USE.title}>
      <PlainDocument doc={TERMS_OF_USE} />
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const TermsOfUseScreen = onLibraryRouter(TermsOfUseScreenContent, 'TermsOfUseScreen');
