// The contract: typebox schemas of every entity the client and the reference server exchange.
// Types are Static<> of the schemas; the server validates bodies with the same schemas.
// Files: common (errors, tokens, privileges), user-study (dashboard and study flow),
// account (profile, settings, payloads; spec 000 §3), study (the study definition file; spec 001 §3)
// with its parts study-procedures, study-questions, study-consents and study-activity.
export * from './common';
export * from './user-study';
export * from './account';
export * from './study';
export * from './study-procedures';
export * from './study-questions';
export * from './study-consents';
export * from './study-activity';
