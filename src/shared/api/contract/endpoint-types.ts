import type { Static, TSchema } from 'typebox';
import type { EndpointSchemaTable } from './endpoints';
import type { EndpointName, Routes } from './routes';

// The types a row gives its callers, read from the table's schemas (type-only: no schema object
// reaches a bundle through this file).

type Schemas<K extends EndpointName> = EndpointSchemaTable[K];
type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type ParamsOf<K extends EndpointName> = Schemas<K> extends { params: infer P } ? StaticOf<P> : undefined;
export type QueryOf<K extends EndpointName> = Schemas<K> extends { query: infer Q } ? StaticOf<Q> : undefined;
export type BodyOf<K extends EndpointName> = Schemas<K> extends { body: infer B } ? StaticOf<B> : undefined;

type SuccessStatus = 200 | 201 | 204;
type ResponsesOf<K extends EndpointName> = Schemas<K>['responses'];
/** The answer of a successful call. */
export type AnswerOf<K extends EndpointName> = StaticOf<ResponsesOf<K>[Extract<keyof ResponsesOf<K>, SuccessStatus>]>;
/** What the client's caller hands back: a file row's answer is a Blob, any other the success answer. */
export type CallAnswer<K extends EndpointName> = Routes[K] extends { answer: 'blob' } ? Blob : AnswerOf<K>;
/** The answer body of a given status (an error body, e.g. `ErrorOf<'login', 400>`). */
export type ErrorOf<K extends EndpointName, S extends keyof ResponsesOf<K>> = StaticOf<ResponsesOf<K>[S]>;

/** What a call takes: only the parts its row has. */
export type CallInput<K extends EndpointName> = (ParamsOf<K> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<K> }) &
  (QueryOf<K> extends undefined ? { query?: undefined } : { query?: QueryOf<K> }) &
  (BodyOf<K> extends undefined ? { body?: undefined } : { body: BodyOf<K> });
