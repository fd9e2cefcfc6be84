import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's rules (zod and the schemas, ~37 KB gzip) loaded when the form is first used, a
 * keystroke or a submit, instead of with its page: the page paints without them. The first
 * check waits for them; if they fail to load, that check fails and the next one tries again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const rules = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await rules())(values, context, options),
    preload: () => void rules().catch(() => undefined),
  };
}
