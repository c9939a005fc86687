import type { ReactNode } from 'react';
import type { ContentLang } from '@contract/study-translations';
import { useLocale } from '@/shared/i18n/use-locale';

// A study's texts come from the server in the participant's language where the study translates
// them, else in English (each object says which in `lang`; none: English). Where that is not the
// page's language the element carries `lang`, so a screen reader reads an English fallback in English.

export type WithLang = { lang?: ContentLang } | null | undefined;

/** The `lang` attribute an object's texts need on a page in `page`: their language when it differs. */
export function foreignLang(object: WithLang, page: string): ContentLang | undefined {
  if (!object) return undefined;
  const lang = object.lang ?? 'en';
  return lang === page ? undefined : lang;
}

/** `foreignLang` on the page's language (renders again when it changes). */
export function useForeignLang(object: WithLang): ContentLang | undefined {
  return foreignLang(object, useLocale());
}

/** The object's text, in a span marked with its language when that is not the page's. */
export function InLang({ of, children }: { of: WithLang; children: ReactNode }) {
  const lang = useForeignLang(of);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
