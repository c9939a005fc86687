import type { FastifyRequest } from 'fastify';
import type { ContentLang } from '@contract';

// The language a request is answered in (DECISIONS §12). For now the request's Accept-Language:
// Spanish when its first language is Spanish (`es`, `es-US`…), else English. The participant's
// preferred language, once the server reads it per request, takes its place here and only here.

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): ContentLang {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') || first.startsWith('es;') ? 'es' : 'en';
}
