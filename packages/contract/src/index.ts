export * from './envelope.ts';
export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './constants/feedback.ts';
export * from './helpers/sign.ts';
export * from './helpers/sha1.ts';
export * from './parse.ts';
