import { PlainDocument } from '../components/plain-document';
import { PublicLayout } from '../components/public-layout';
import { TERMS_OF_USE } from '../content/terms-of-use';

/** `/terms-of-use`: the website's terms in plain language, linked from every footer. */
export function TermsOfUseScreen() {
  return (
    <PublicLayout title={TERMS_OF_USE.title}>
      <PlainDocument doc={TERMS_OF_USE} />
    </PublicLayout>
  );
}
