import { Accordion } from '@/shared/ui/accordion';
import { FAQ_ENTRIES } from '../content/faq';
import { ContentBlocks } from './content-blocks';
import { onLibraryRouter } from '@/shared/routing/library-router';

const ITEMS = FAQ_ENTRIES.map((entry) => ({
  id: entry.id,
  title: entry.question,
  content: <ContentBlocks blocks={entry.answer} />,
}));

/** The eleven questions, one answer open at a time: the FAQ page's body and the embeddable FAQ gadget. */
function FaqListContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 | 4 }) {
  return <Accordion items={ITEMS} headingLevel={headingLevel} single />;
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const FaqList = onLibraryRouter(FaqListContent, 'FaqList');
