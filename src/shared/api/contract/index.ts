// The contract: typebox schemas of every entity the client and the reference server exchange.
// Types are Static<> of the schemas; the server validates bodies with the same schemas.
export * from './common';
