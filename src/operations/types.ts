/**
 * Each operation's types, read from the spec's generated `operations`: its body, query
 * and path parameters, and the JSON body of its success answer. A handler declared as
 * `Handler<'getTemplate'>` is checked against the spec in both directions.
 */
import type { operations as Spec } from '../../generated/openapi.js';
import type { OperationContext, Reply } from '../http/context.js';

export type OperationId = keyof Spec;

type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Params<K extends OperationId> = Spec[K]['parameters'];
/** An absent part (`?: never` in the generated types) is an empty object. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

export type BodyOf<K extends OperationId> = Spec[K] extends { requestBody: infer R }
  ? Json<R>
  : Spec[K] extends { requestBody?: infer R }
    ? Json<NonNullable<R>> | undefined
    : undefined;
export type QueryOf<K extends OperationId> = Part<Params<K>['query']>;
export type PathOf<K extends OperationId> = Part<Params<K>['path']>;

type SuccessStatus = 200 | 201;
type Successes<K extends OperationId> = keyof Spec[K]['responses'] & SuccessStatus;
/** The JSON body of any of the operation's success answers (and 503 for readiness). */
export type ResponseOf<K extends OperationId> = {
  [S in Successes<K>]: Json<Spec[K]['responses'][S]>;
}[Successes<K>];

export type ContextOf<K extends OperationId> = OperationContext<BodyOf<K>, QueryOf<K>, PathOf<K>>;
export type Handler<K extends OperationId> = (ctx: ContextOf<K>) => Promise<Reply<ResponseOf<K>>>;
export type Handlers = { [K in OperationId]: Handler<K> };
