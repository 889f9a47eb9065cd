/**
 * What Khalti's lookup says of a pending refund: `made` (it went through), `not made` (it did not: it may be asked for
 * again, once its last call has surely ended), or `unclear` (the lookup cannot tell: the owner checks Khalti's
 * dashboard and records the outcome by hand).
 */
export type RefundVerdict = 'made' | 'not made' | 'unclear';

/**
 * Judges a pending refund of `pendingPaisa` of an order of `amountPaisa` whose succeeded refunds come to
 * `succeededPaisa`, by the paisa Khalti's lookup shows refunded: a number when it gives one (`Refunded` is all of it,
 * `refunded: false` none), undefined for `Partially Refunded` without an amount, as Khalti's documentation shows it.
 * That answer still says something was refunded and not all of it, which settles two cases by the figures alone:
 * had the pending refund been made with the earlier ones reaching the amount, Khalti would say `Refunded`; and with no
 * earlier refund, the part Khalti refunded can only be this one.
 */
export function refundVerdict(
  shownPaisa: number | undefined,
  pendingPaisa: number,
  succeededPaisa: number,
  amountPaisa: number,
): RefundVerdict {
  if (shownPaisa !== undefined) {
    if (shownPaisa >= succeededPaisa + pendingPaisa) return 'made';
    if (shownPaisa <= succeededPaisa) return 'not made';
    // Khalti shows part of it: a refund made elsewhere, of another amount.
    return 'unclear';
  }
  if (succeededPaisa + pendingPaisa >= amountPaisa) return 'not made';
  if (succeededPaisa === 0) return 'made';
  return 'unclear';
}
