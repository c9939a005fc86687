import type { FastifyReply } from 'fastify';

/** A file answer: downloaded under its name, never cached (it holds a participant's data). */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; body: string | Buffer }) {
  return reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .type(file.contentType)
    .send(file.body);
}
