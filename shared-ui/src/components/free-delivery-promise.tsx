import type { ReactNode } from 'react';
import { freeDeliveryPromise, useFreeDeliveryFrom } from '../commerce/lib/delivery-rules';

/** The spec's default threshold: only ever used to size the space the sentence will take. */
const SPEC_DEFAULT_FROM = '$50';

interface FreeDeliveryPromiseProps {
  /** drawn before the sentence, e.g. the promo bar's truck */
  icon?: ReactNode;
  before?: string;
  after?: string;
}

/**
 * The free-delivery sentence as the server's rules set it. Until the rules arrive, an invisible
 * stand-in of the spec's sentence holds its place, so the text arriving moves nothing (on a
 * phone the promo bar gained a line and pushed the page down). The stand-in's words are CSS
 * content of a hidden element: no one sees or hears a threshold the server has not given.
 */
export function FreeDeliveryPromise({ icon, before = '', after = '' }: FreeDeliveryPromiseProps) {
  const from = useFreeDeliveryFrom();
  if (from === undefined)
    return (
      <span
        className="gs-reserved-text"
        aria-hidden="true"
        data-reserve={`${before}${freeDeliveryPromise(SPEC_DEFAULT_FROM)}${after}`}
      >
        {icon}
      </span>
    );
  return (
    <>
      {icon}
      {`${before}${freeDeliveryPromise(from)}${after}`}
    </>
  );
}
