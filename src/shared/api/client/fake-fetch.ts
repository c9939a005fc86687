/** A scripted transport for client tests: each call takes the next answer and is recorded. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;

export function fakeFetch(...answers: FakeAnswer[]) {
  const calls: RecordedCall[] = [];
  const queue = [...answers];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    calls.push({ url: String(input), method: init.method ?? 'GET', headers, body });
    const answer = queue.length > 1 ? queue.shift()! : (queue[0] ?? {});
    if (answer instanceof Error) throw answer;
    const payload = answer.body === undefined ? null : typeof answer.body === 'string' || answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
    return new Response(payload, { status: answer.status ?? 200, headers: answer.headers });
  };
  return { fetch: fetchFn as typeof fetch, calls };
}
