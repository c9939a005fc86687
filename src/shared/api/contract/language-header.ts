/**
 * The language the host page decided (the library's `locale` prop, a gadget's `lang`): the server
 * answers in it even where a signed-in participant's `preferred_language` says otherwise
 * (DECISIONS §12). Without it the page's Accept-Language yields to the participant's choice. A
 * module of its own, importing nothing: the client's first code sends it, without the schemas.
 */
export const LANGUAGE_HEADER = 'X-Registry-Language';
