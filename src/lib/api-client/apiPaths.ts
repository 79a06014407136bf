import type { ApiOperations } from './schema';

type Method = 'get' | 'post' | 'put' | 'delete';

/** `bot-configs/{id}/revisions` → `bot-configs/${string}/revisions`: the path as a call writes it. */
type Filled<Route extends string> = Route extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : Route;

/** The contract's paths (below /api/v1, as written there) that answer `M`. */
type RoutesOf<M extends Method> = keyof ApiOperations extends infer Key
  ? Key extends `${M} ${infer Route}`
    ? Route
    : never
  : never;

/** A path the contract answers to `M`, its parameters filled in. */
export type ApiPath<M extends Method> = Filled<RoutesOf<M>>;

/**
 * The operations a written path can be. A filled-in parameter is any text, so
 * `bot-configs/x/revisions` also fits `bot-configs/{id}`: the result is then their union.
 */
type OperationsAt<M extends Method, P extends string> = {
  [Key in keyof ApiOperations]: Key extends `${M} ${infer Route}`
    ? P extends Filled<Route>
      ? ApiOperations[Key]
      : never
    : never;
}[keyof ApiOperations];

/** The query parameters of a GET path. */
export type QueryOf<P extends string> =
  OperationsAt<'get', P> extends infer Operation
    ? Operation extends { query: infer Query }
      ? Query
      : never
    : never;

/** The JSON body a POST or PUT to the path takes. */
export type BodyOf<M extends 'post' | 'put', P extends string> =
  OperationsAt<M, P> extends infer Operation
    ? Operation extends { body: infer Body }
      ? Body
      : never
    : never;

/** A collection whose items the contract lets `M` address by id (`users` for `users/{id}`). */
export type CollectionOf<M extends 'put' | 'delete'> =
  RoutesOf<M> extends infer Route
    ? Route extends `${infer Collection}/{id}`
      ? Filled<Collection>
      : never
    : never;

/** A POST's body and time-out; an operation without a body takes none. */
export type PostArgs<P extends string> =
  BodyOf<'post', P> extends undefined
    ? [body?: undefined, timeout?: number]
    : [body: BodyOf<'post', P>, timeout?: number];
