import { useEffect, useState } from 'react';
import {
  CHECK_IN_KHALTI_LABEL,
  formatRupees,
  hasRefundablePayment,
  type Order,
  orderLabel,
  PAID_ORDER_NOT_CANCELLABLE_MESSAGE,
  REFUND_METHOD_WORDS,
  REFUND_REASON_MAX,
  type Refund,
  type RefundLine,
  type RefundOutcome,
  type RefundStatus,
  RETURN_STATUS_LABELS,
  type ReturnRequest,
} from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import { FormField, TextareaField } from '@pashmina/shared-ui/forms';
import {
  useCheckRefundsMutation,
  useCreateRefundMutation,
  useGetReturnQuery,
  useRecordRefundOutcomeMutation,
  useUpdateReturnMutation,
} from '@pashmina/shared-ui/orders';
import {
  Badge,
  type BadgeTone,
  formatDateTime,
  orderLineKey,
  orderLineName,
  refundLineKey,
  refundLinesOf,
  useConfirmDialog,
} from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import {
  REFUND_DONE_MESSAGE,
  REFUND_FAILED_MESSAGE,
  REFUND_OUTCOME_RECORDED_MESSAGE,
  REFUND_PENDING_MESSAGE,
  RETURN_UPDATED_MESSAGE,
} from '../messages';
import { ESEWA_REFUND_NOTE, refundWay } from './orderTexts';
import { usePermission } from '../../../hooks/usePermission';
import styles from './OrderDetailsPage.module.css';

const TONES: Record<RefundStatus, BadgeTone> = { succeeded: 'success', pending: 'warning', failed: 'danger' };

/** Whether the shop holds money of this order it could give back (the server decides; this only shows the form). */
const refundable = (order: Order): boolean =>
  order.amount - order.refunded > 0 &&
  hasRefundablePayment({
    method: order.payment_method,
    status: order.status,
    paidThroughKhalti: !!order.transaction_code,
  });

/** Who moves the money, in the refund's confirm: Khalti's API, or the owner (eSewa has no refund API). */
const HOW_IT_GOES: Record<Order['payment_method'], string> = {
  khalti: ' (through Khalti)',
  esewa: " (you send it from eSewa's merchant portal)",
  cash: ' (you hand it back)',
};

const toRupees = (paisa: number) => Math.round(paisa) / 100;

/**
 * The refunds of one order: the return request (Approve, Decline), the list of refunds with their status and 'Check
 * again' on a pending one, and the refund form, which asks first, naming the amount and how the money goes back.
 */
export function RefundsPanel({ order }: { order: Order }) {
  // Staff read the refunds and the return; refunding and answering a return are the owner's (docs/rules.md, Roles).
  const mayRefund = usePermission('refunds');
  const request = order.returnRequest ?? null;
  const pending = order.refunds?.some((refund) => refund.status === 'pending') ?? false;
  return (
    <section aria-labelledby="refunds-title" className={styles.refunds}>
      <h3 id="refunds-title" className={styles.subtitle}>
        Refunds
      </h3>
      {order.status === 'paid' && <p className={styles.muted}>{PAID_ORDER_NOT_CANCELLABLE_MESSAGE}</p>}
      {request && <ReturnRequestBox order={order} request={request} />}
      {order.refunds && order.refunds.length > 0 && <RefundList order={order} />}
      {refundable(order) && order.payment_method === 'esewa' && (
        <p className={styles.muted}>{ESEWA_REFUND_NOTE}</p>
      )}
      {mayRefund &&
        refundable(order) &&
        !pending &&
        (request?.status === 'approved' ? (
          <ReturnRefundForm key={`return-${request._id}`} order={order} request={request} />
        ) : (
          <RefundForm key="refund" order={order} prefill={null} />
        ))}
    </section>
  );
}

function ReturnRequestBox({ order, request }: { order: Order; request: ReturnRequest }) {
  const mayAnswer = usePermission('returns approval');
  const [update, { isLoading }] = useUpdateReturnMutation();
  const [note, setNote] = useState('');
  const answer = async (status: 'approved' | 'declined' | 'refunded') => {
    try {
      await update({ id: request._id, orderId: order._id, status, note: note.trim() || undefined }).unwrap();
      adminToast.success(RETURN_UPDATED_MESSAGE);
    } catch (error) {
      adminToast.error(errorMessage(error, RETURN_UPDATED_MESSAGE));
    }
  };
  return (
    <div className={styles.returnBox} aria-label="Return request" role="group">
      <p>
        <strong>Return request</strong> <Badge tone="accent">{RETURN_STATUS_LABELS[request.status]}</Badge>{' '}
        <span className={styles.muted}>{formatDateTime(request.createdAt)}</span>
      </p>
      <ul>
        {request.lines.map((line) => (
          <li key={refundLineKey(line)}>
            {line.name} × {line.quantity}
          </li>
        ))}
      </ul>
      <p>Reason: {request.reason}</p>
      {request.note && <p>Note: {request.note}</p>}
      {mayAnswer && request.status === 'requested' && (
        <>
          <TextareaField
            id="return-note"
            label="Note to the customer (optional)"
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className={styles.refundActions}>
            <Button disabled={isLoading} onClick={() => void answer('approved')}>
              Approve
            </Button>
            <Button variant="secondary" disabled={isLoading} onClick={() => void answer('declined')}>
              Decline
            </Button>
          </div>
        </>
      )}
      {mayAnswer && request.status === 'approved' && order.refunded > 0 && (
        <Button variant="secondary" disabled={isLoading} onClick={() => void answer('refunded')}>
          Mark the return refunded
        </Button>
      )}
    </div>
  );
}

function RefundList({ order }: { order: Order }) {
  const mayRefund = usePermission('refunds');
  const [check, { isLoading }] = useCheckRefundsMutation();
  const again = async () => {
    try {
      await check(order._id).unwrap();
    } catch (error) {
      adminToast.error(errorMessage(error, REFUND_FAILED_MESSAGE));
    }
  };
  return (
    <ul className={styles.refundList} aria-label="Refunds">
      {(order.refunds ?? []).map((refund) => (
        <li key={refund._id}>
          <strong>{formatRupees(refund.amount)}</strong>{' '}
          <Badge tone={TONES[refund.status]}>{refund.status}</Badge> {refundWay(refund.method)}{' '}
          <span className={styles.muted}>
            {formatDateTime(refund.createdAt)} by {refund.by ? refund.by.name : 'Khalti'}
          </span>
          <br />
          {refund.reason}
          {refund.failure && <span className={styles.refundFailure}> Khalti: {refund.failure}</span>}
          {mayRefund && refund.status === 'pending' && !refund.checkInKhalti && (
            <>
              {' '}
              <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void again()}>
                Check again
              </Button>
            </>
          )}
          {mayRefund && refund.status === 'pending' && refund.checkInKhalti && (
            <OutcomeByHand order={order} refund={refund} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A pending refund Khalti's lookup cannot settle: the owner looks it up in Khalti's dashboard and records what it
 * shows, which settles it (a succeeded one counts and e-mails the customer) and lets the next refund be made.
 */
function OutcomeByHand({ order, refund }: { order: Order; refund: Refund }) {
  const [record, { isLoading }] = useRecordRefundOutcomeMutation();
  const answer = async (status: RefundOutcome) => {
    try {
      await record({ orderId: order._id, refundId: refund._id, status }).unwrap();
      adminToast.success(REFUND_OUTCOME_RECORDED_MESSAGE);
    } catch (error) {
      adminToast.error(errorMessage(error, REFUND_FAILED_MESSAGE));
    }
  };
  return (
    <span role="group" aria-label={CHECK_IN_KHALTI_LABEL}>
      <br />
      <strong>{CHECK_IN_KHALTI_LABEL}</strong>: Khalti's answer does not say whether this refund was made.{' '}
      <Button size="sm" disabled={isLoading} onClick={() => void answer('succeeded')}>
        Refunded in Khalti
      </Button>{' '}
      <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void answer('failed')}>
        Not refunded
      </Button>
    </span>
  );
}

/**
 * The refund of an approved return, prefilled with what the server says the customer paid for the returned units
 * (`refundDue`: their share of the goods after the discount), and 'Refund delivery' once every unit is back.
 */
function ReturnRefundForm({ order, request }: { order: Order; request: ReturnRequest }) {
  const { data, isError } = useGetReturnQuery(request._id);
  if (data) return <RefundForm order={order} prefill={data} />;
  if (isError) return <RefundForm order={order} prefill={request} />;
  return <p className={styles.muted}>Working out what the customer paid…</p>;
}

function RefundForm({ order, prefill }: { order: Order; prefill: ReturnRequest | null }) {
  const [createRefund, { isLoading }] = useCreateRefundMutation();
  const { dialog, confirm } = useConfirmDialog();
  const left = toRupees((order.amount - order.refunded) * 100);
  const restockable = order.products.filter((line) => line.identity);
  const due = prefill?.refundDue;
  const delivery = prefill?.deliveryRefund ?? 0;
  const [amount, setAmount] = useState(() => (due === undefined ? '' : String(due)));
  const [withDelivery, setWithDelivery] = useState(false);
  const refundDelivery = (on: boolean) => {
    setWithDelivery(on);
    if (due !== undefined) setAmount(String(toRupees((due + (on ? delivery : 0)) * 100)));
  };
  const [reason, setReason] = useState(() =>
    prefill ? `Return: ${prefill.reason}`.slice(0, REFUND_REASON_MAX) : '',
  );
  const [restock, setRestock] = useState<Record<string, string>>(() =>
    Object.fromEntries((prefill?.lines ?? []).map((line) => [refundLineKey(line), String(line.quantity)])),
  );
  const [problem, setProblem] = useState<string>();
  useEffect(() => setProblem(undefined), [amount, reason]);

  const submit = async () => {
    const rupees = Number(amount);
    if (!amount || !Number.isFinite(rupees) || rupees <= 0) return setProblem('Enter an amount more than 0.');
    if (!reason.trim()) return setProblem('Give a reason.');
    const lines: RefundLine[] = refundLinesOf(restockable, restock);
    const how = REFUND_METHOD_WORDS[order.payment_method];
    const answer = await confirm({
      title: `Refund ${formatRupees(rupees)}?`,
      message: `${formatRupees(rupees)} of order ${orderLabel(order.orderNumber)} goes back ${how}${
        HOW_IT_GOES[order.payment_method]
      }. This cannot be undone, and the customer will be told by e-mail.`,
      confirmLabel: `Refund ${formatRupees(rupees)}`,
      cancelLabel: 'Not now',
      typedAnswer: false,
    });
    if (answer === null) return;
    try {
      const { refund } = await createRefund({
        orderId: order._id,
        amount: rupees,
        reason: reason.trim(),
        ...(lines.length ? { restock: lines } : {}),
      }).unwrap();
      if (refund.status === 'succeeded') adminToast.success(REFUND_DONE_MESSAGE);
      else if (refund.status === 'pending') adminToast.success(REFUND_PENDING_MESSAGE);
      else adminToast.error(refund.failure ?? REFUND_FAILED_MESSAGE);
      setAmount('');
      setReason('');
      setRestock({});
    } catch (error) {
      setProblem(errorMessage(error, REFUND_FAILED_MESSAGE));
    }
  };

  return (
    <>
      <form
        className={styles.refundForm}
        aria-label="Refund"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          id="refund-amount"
          label="Amount (Rs.)"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          max={left}
          hint={`At most ${formatRupees(left)}`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {delivery > 0 && (
          <label htmlFor="refund-delivery" className={styles.refundDelivery}>
            <input
              id="refund-delivery"
              type="checkbox"
              checked={withDelivery}
              onChange={(event) => refundDelivery(event.target.checked)}
            />
            Refund delivery ({formatRupees(delivery)}): every item of the order is back
          </label>
        )}
        <TextareaField
          id="refund-reason"
          label="Reason"
          rows={2}
          maxLength={REFUND_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {restockable.length > 0 && (
          <fieldset className={styles.restock}>
            <legend>Back to stock</legend>
            {restockable.map((line) => {
              // Stock goes back to the variant sold: two variants of one product are two lines (issue 41).
              const key = orderLineKey(line) as string;
              return (
                <FormField
                  key={key}
                  id={`restock-${key.replace(':', '-')}`}
                  label={`${orderLineName(line)} (ordered ${line.quantity})`}
                  type="number"
                  min="0"
                  max={line.quantity}
                  step="1"
                  value={restock[key] ?? ''}
                  onChange={(event) => setRestock((now) => ({ ...now, [key]: event.target.value }))}
                />
              );
            })}
          </fieldset>
        )}
        {problem && (
          <p role="alert" className={styles.refundFailure}>
            {problem}
          </p>
        )}
        <div className={styles.refundActions}>
          <Button type="submit" disabled={isLoading}>
            Refund
          </Button>
        </div>
      </form>
      {dialog}
    </>
  );
}
