// A service made of module functions that take `strapi` first (job-run claims, visit counters, rate-limit
// counters): each method is the function with `strapi` already given, so the service's type is the functions' own.
import type { Core } from '@strapi/strapi';

type Bound<F> = {
  [K in keyof F]: F[K] extends (strapi: Core.Strapi, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export const boundTo = <F extends Record<string, (strapi: Core.Strapi, ...args: never[]) => unknown>>(
  strapi: Core.Strapi,
  functions: F,
): Bound<F> =>
  Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => fn(strapi, ...args)]),
  ) as Bound<F>;
