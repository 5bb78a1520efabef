import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema code loads when the form is first validated, so a page that opens
 * with a form (sign in) paints without the validation library.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let ready: Promise<Resolver<Values>> | null = null;
  return async (values, context, options) => {
    ready ??= load();
    const resolve = await ready;
    return resolve(values, context, options);
  };
}
