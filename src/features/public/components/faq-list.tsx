import { useMemo } from 'react';
import { Accordion } from '@/shared/ui/accordion';
import { useLocaleKey } from '@/shared/i18n/use-locale';
import { FAQ_ENTRIES } from '../content/faq';
import { ContentBlocks } from './content-blocks';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** The eleven questions, one answer open at a time: the FAQ page's body and the embeddable FAQ gadget. */
function FaqListContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 | 4 }) {
  // Built again when the language changes, and when the FAQ's translation arrives after its first
  // render (a gadget written in the page with lang="es" draws before it has loaded): the entries read
  // the active language's texts.
  const localeKey = useLocaleKey();
  const items = useMemo(
    () =>
      FAQ_ENTRIES.map((entry) => ({
        id: entry.id,
        title: entry.question,
        content: <ContentBlocks blocks={entry.answer} />,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes the entries' texts
    [localeKey],
  );
  return <Accordion items={items} headingLevel={headingLevel} single />;
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const FaqList = onLibraryRouter(FaqListContent, 'FaqList');
