import type { FieldValues, Resolver } from 'react-hook-form';

/** A module's value loaded on first use; a failed download (a dropped connection) is tried again on the next use. */
export function lazyValue<T>(load: () => Promise<T>): { get: () => Promise<T>; preload: () => void } {
  let loaded: Promise<T> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return { get, preload: () => void get().catch(() => undefined) };
}

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A react-hook-form resolver whose schema module (zod, the contract, libphonenumber-js) is loaded on demand: the
 * guest screens draw without it, start loading it on the first keystroke (`preload`) and wait for it on submit.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  const { get, preload } = lazyValue(load);
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload });
}
