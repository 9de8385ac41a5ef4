import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { ValidateFunction } from 'ajv';

/**
 * Route schemas compiled at a route's first use instead of at the service's start (services
 * README "Start-up"): compiling every route's validators (Ajv) and response serializers
 * (fast-json-stringify) took 0.6-1.4 s of each service's start, while a route's first request
 * pays a few milliseconds. Behaviour is Fastify's own otherwise: the same compilers, options
 * and shared schemas, and each function is compiled once.
 */

/**
 * A validator that compiles on its first call. Fastify reads `schemaEnv` (Ajv's, to let it
 * change the request part in place) and `errors` (after a failed call) from the function.
 */
export function lazyValidator(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const get = () => (compiled ??= compile());
  const validator = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const validate = get();
    const result = validate(data, context);
    validator.errors = validate.errors;
    return result;
  }) as ValidateFunction;
  Object.defineProperty(validator, 'schemaEnv', { get: () => get().schemaEnv });
  return validator;
}

type Serializer = (data: unknown) => string;
type BuildSerializer = ReturnType<typeof SerializerSelector>;

/** Fastify's default serializer compiler (fast-json-stringify), each one built at first use. */
export const lazySerializers: BuildSerializer = (externalSchemas, options) => {
  const build = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: Serializer | undefined;
    return (data: unknown) => (serialize ??= build(route) as Serializer)(data);
  };
};
