import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const rules: Resolver<Values> = async (values) => ({ values, errors: {} });
const check = (resolver: Resolver<Values>) =>
  resolver({ email: 'a@b.co' }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('lazyResolver', () => {
  it('loads the rules on first use, once', async () => {
    const load = jest.fn(async () => rules);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    await expect(check(resolver)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    await check(resolver);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the check made while the rules cannot load, and tries again on the next', async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rules);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await expect(check(resolver)).rejects.toThrow('offline');
    await expect(check(resolver)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
