import { useState } from 'react';
import type { I18n } from '@lingui/core';
import {
  type Order,
  RETURN_REASON_MAX,
  RETURN_REQUESTED_MESSAGE,
  RETURN_STATUS_LABELS,
  type RefundLine,
} from '@pashmina/contracts';
import { Button, errorMessage, formatCount, useI18n, useRuleMessage } from '@pashmina/shared-ui';
import { FormField, TextareaField } from '@pashmina/shared-ui/forms';
import { useRequestReturnMutation } from '@pashmina/shared-ui/orders';
import { Badge, orderLineKey, orderLineName, refundLinesOf } from '@pashmina/shared-ui/panels';
import styles from './OrdersPage.module.css';

export const REQUEST_RETURN_LABEL = 'Request a return';

/** A return request's status in the page's language (the English are the contracts' labels). */
function returnStatusName(i18n: I18n, status: keyof typeof RETURN_STATUS_LABELS): string {
  if (i18n.locale !== 'ne') return RETURN_STATUS_LABELS[status];
  switch (status) {
    case 'requested':
      return i18n._({ id: 'return.status.requested', message: 'Requested' });
    case 'approved':
      return i18n._({ id: 'return.status.approved', message: 'Approved' });
    case 'declined':
      return i18n._({ id: 'return.status.declined', message: 'Declined' });
    case 'refunded':
      return i18n._({ id: 'order.status.refunded', message: 'Refunded' });
  }
}

/** Whether a delivered order is still within its return window, and has no request open. */
function canRequest(order: Order, now = Date.now()): boolean {
  if (order.status !== 'delivered' || !order.returnableUntil) return false;
  const open = order.returnRequest && ['requested', 'approved'].includes(order.returnRequest.status);
  return !open && now <= new Date(order.returnableUntil).getTime();
}

/**
 * The customer's side of the 30 days: on a delivered order within the window, 'Request a return' opens a form (how many
 * of each line, and why); once asked, the request's status.
 */
export function ReturnRequestSection({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const request = order.returnRequest;
  const { i18n } = useI18n();
  return (
    <div className={styles.returns}>
      {request && (
        <p className={styles.note}>
          {i18n._({ id: 'return.request', message: 'Return request:' })}{' '}
          <Badge tone="accent">{returnStatusName(i18n, request.status)}</Badge>
          {request.note && <span className={styles.muted}> {request.note}</span>}
        </p>
      )}
      {canRequest(order) &&
        (open ? (
          <ReturnForm order={order} onDone={() => setOpen(false)} />
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {i18n._({ id: 'return.ask', message: 'Request a return' })}
          </Button>
        ))}
    </div>
  );
}

function ReturnForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const [requestReturn, { isLoading }] = useRequestReturnMutation();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState(false);
  const lines = order.products.filter((line) => line.identity);
  const { i18n, language } = useI18n();
  const rule = useRuleMessage();

  const submit = async () => {
    const asked: RefundLine[] = refundLinesOf(lines, quantities);
    if (!asked.length)
      return setProblem(
        i18n._({ id: 'return.noQuantity', message: 'Choose how many of a product you are returning.' }),
      );
    if (!reason.trim())
      return setProblem(i18n._({ id: 'return.noReason', message: 'Tell us why you are returning it.' }));
    try {
      await requestReturn({ orderId: order._id, lines: asked, reason: reason.trim() }).unwrap();
      setSent(true);
      onDone();
    } catch (error) {
      setProblem(
        errorMessage(
          error,
          i18n._({ id: 'return.failed', message: 'Could not send the return request. Please try again.' }),
        ),
      );
    }
  };

  if (sent) return <p role="status">{rule(RETURN_REQUESTED_MESSAGE)}</p>;
  return (
    <form
      className={styles.returnForm}
      aria-label={i18n._({ id: 'return.ask', message: 'Request a return' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className={styles.returnLines}>
        <legend>{i18n._({ id: 'return.howMany', message: 'How many to return' })}</legend>
        {lines.map((line) => {
          // Two variants of one product are two lines (issue 41). Typed in either language's digits; 0 returns none.
          const key = orderLineKey(line) as string;
          return (
            <FormField
              key={key}
              id={`return-${order._id}-${key.replace(':', '-')}`}
              label={i18n._({
                id: 'return.line',
                message: '{name} (ordered {quantity})',
                values: {
                  name: orderLineName(line, language),
                  quantity: formatCount(line.quantity, language),
                },
              })}
              inputMode="numeric"
              autoComplete="off"
              value={quantities[key] ?? formatCount(0, language)}
              onFocus={(event) => event.target.select()}
              onChange={(event) => {
                setProblem(undefined);
                setQuantities((now) => ({ ...now, [key]: event.target.value }));
              }}
            />
          );
        })}
      </fieldset>
      <TextareaField
        id={`return-${order._id}-reason`}
        label={i18n._({ id: 'return.reason', message: 'Reason' })}
        rows={3}
        maxLength={RETURN_REASON_MAX}
        value={reason}
        onChange={(event) => {
          setProblem(undefined);
          setReason(event.target.value);
        }}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" disabled={isLoading}>
          {i18n._({ id: 'return.send', message: 'Send return request' })}
        </Button>
      </div>
    </form>
  );
}
