// A study's texts (title, time, reward, tag) and a promotion's come from the server in the
// participant's language where the study translates them, else in English; each object says which
// in `lang` (none: English). Where that is not the page's language, the element carries `lang`, so
// a screen reader reads an English fallback in English.

/** The `lang` attribute an object's texts need on a page in `page`: their language, when it differs. */
export function foreignLang(object: { lang?: string } | null | undefined, page: string): string | undefined {
  if (!object) return undefined;
  const lang = object.lang ?? 'en';
  return lang === page ? undefined : lang;
}
