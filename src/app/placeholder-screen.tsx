// Inline style rather than a CSS file: the library build emits a lazy chunk's CSS as a separate
// file that the host's single styles.css import would miss.
import { MAIN_CONTENT_ID, SkipLink } from '../shared/ui/skip-link';

const PAGE = { maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' } as const;

/** Stands in for a screen whose feature has not landed yet: its title only, behind its real guard. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <>
      <SkipLink />
      <main className="registry-page" id={MAIN_CONTENT_ID} tabIndex={-1} style={PAGE}>
        <h1>{title}</h1>
      </main>
    </>
  );
}
