import type { ServerContext, SignInStep } from '../../context';
import { HttpError } from '../../http/errors';

// The sign-in outcomes the operators' metrics count, as the session module decides them: a step
// that answers is `ok`; one the tries limit turns away (429: the account locked, or the address's
// failures used up) is `locked`; any other refusal (a wrong password or code, an unknown, withdrawn
// or inactive account, a provider that does not vouch) is `refused`. A failure of the server
// itself (500, 503) is not a sign-in outcome and is not counted.

export async function countedSignIn<T>(ctx: ServerContext, step: SignInStep, work: Promise<T>): Promise<T> {
  try {
    const answer = await work;
    ctx.counters.signIn(step, 'ok');
    return answer;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      ctx.counters.signIn(step, error.statusCode === 429 ? 'locked' : 'refused');
    throw error;
  }
}
