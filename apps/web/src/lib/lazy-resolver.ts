import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A react-hook-form resolver whose schema module (zod, the contract, libphonenumber-js) is loaded on demand: the
 * login screens draw without it, start loading it on the first keystroke (`preload`) and wait for it on submit.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const get = () => {
    // A failed download (a dropped connection) is tried again on the next validation.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get() });
}
