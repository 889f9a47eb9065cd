import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product, ProductVariant } from '@pashmina/contracts';
import {
  chooseValue,
  chosenVariant,
  firstUnchosen,
  type MovedChoice,
  startingChoice,
  stockOf,
  VARIANT_PARAM,
  type Choice,
} from './variantChoice';

/** The product page's choice, as its picker, its button and the phone's bar all read it. */
export interface VariantChoice {
  choice: Choice;
  /** The variant chosen; null for a plain product, while an option is unchosen, or for a combination not sold. */
  variant: ProductVariant | null;
  /** The first option not chosen yet; null once all are (and always for a plain product). */
  unchosen: string | null;
  /** The stock to show and to sell: the chosen variant's (docs/rules.md, Variants). */
  stock: number;
  /** The last choice's move to a combination the shop sells, to be said ('Charcoal comes as Shawl 100 × 200 cm'). */
  moved: MovedChoice | null;
  choose: (option: string, value: string) => void;
}

/**
 * The choice lives in the address (`?variant=<id>`) once it names a variant, so it can be shared, is preselected,
 * and the server's first screen shows it; a choice on its way there (a colour but no size yet) is the page's own.
 */
export function useVariantChoice(product: Product): VariantChoice {
  const [params, setParams] = useSearchParams();
  const variantId = params.get(VARIANT_PARAM);
  const [partial, setPartial] = useState<Choice | null>(null);
  const [moved, setMoved] = useState<MovedChoice | null>(null);
  const choice = useMemo(() => partial ?? startingChoice(product, variantId), [partial, product, variantId]);

  const choose = (option: string, value: string) => {
    // Never a combination that does not exist: the other options move to the nearest one there is.
    const { choice: next, moved: movedNow } = chooseValue(product, choice, option, value);
    setMoved(movedNow);
    const variant = chosenVariant(product, next);
    setPartial(variant ? null : next);
    if ((variant?._id ?? null) === variantId) return;
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (variant) changed.set(VARIANT_PARAM, variant._id);
        else changed.delete(VARIANT_PARAM);
        return changed;
      },
      // A choice is not a page: Back leaves the product rather than stepping through its colours, and the shell's
      // scroll to the top of a new page leaves the shopper where they are (keepScroll), the picture in view.
      { replace: true, preventScrollReset: true, state: { keepScroll: true } },
    );
  };

  return {
    choice,
    variant: chosenVariant(product, choice),
    unchosen: firstUnchosen(product, choice),
    stock: stockOf(product, choice),
    moved,
    choose,
  };
}
