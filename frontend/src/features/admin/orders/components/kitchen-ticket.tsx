import { Trans, useLingui } from '@lingui/react/macro';
import { createPortal } from 'react-dom';
import type { Order } from '@/api/generated/model';
import { addressInOneLine } from '@/lib/delivery-address';
import { formatPrice } from '@/lib/money';
import { shopClock } from '@/lib/time/shop-time';
import { paymentInWords } from '@/features/admin/orders/lib/order-words';
import { allergenNames } from '@/lib/menu/allergens';
import { choicesInWords } from '@/lib/menu/option-rules';
import { orderNumberOf } from '@/lib/order-number';
import classes from './kitchen-ticket.module.css';

const addressOf = ({ address }: Order) => (address ? addressInOneLine(address) : '');

/** The kitchen ticket of an order, as it is printed: reference, lines and choices, how and when it goes out. */
function KitchenTicket({ order, timeZone }: { order: Order; timeZone: string }) {
  const { t, i18n } = useLingui();
  const phone = order.phone;
  const allergyNote = order.allergyNote;
  const promised = order.promisedAt && shopClock(order.promisedAt, timeZone);
  const ready = order.readyAt && shopClock(order.readyAt, timeZone);
  const instructions = order.address?.instructions;
  const total = formatPrice(order.price);
  const payment = paymentInWords(order, i18n);
  const placed = shopClock(order.createdAt, timeZone);
  return (
    <div className={classes.ticket}>
      <p className={classes.reference}>{orderNumberOf(order)}</p>
      {order.customerName && <div>{order.customerName}</div>}
      {phone && (
        <div>
          <Trans>Phone {phone}</Trans>
        </div>
      )}
      <div>
        {order.fulfilment === 'delivery' ? (
          promised ? (
            <Trans>DELIVERY · promised {promised}</Trans>
          ) : (
            <Trans>DELIVERY</Trans>
          )
        ) : promised ? (
          <Trans>PICKUP · promised {promised}</Trans>
        ) : (
          <Trans>PICKUP</Trans>
        )}
      </div>
      {ready && (
        <div>
          <Trans>Ready at {ready}</Trans>
        </div>
      )}
      {order.address && <div>{addressOf(order)}</div>}
      {instructions && (
        <div>
          <Trans>Driver: {instructions}</Trans>
        </div>
      )}
      {order.allergyNote && (
        <div className={classes.allergyNote}>
          <Trans>ALLERGY NOTE: {allergyNote}</Trans>
        </div>
      )}
      <hr className={classes.rule} />
      <ul className={classes.lines}>
        {order.lines.map((line, index) => {
          const contained = allergenNames(line.allergens, i18n);
          const traces = allergenNames(line.mayContain, i18n);
          return (
            <li key={`${line.menuItemId ?? 'gone'}-${index}`} className={classes.line}>
              {line.quantity} × {line.name}
              {line.choices.length > 0 && (
                <div className={classes.choices}>{choicesInWords(line.choices)}</div>
              )}
              {contained && <div className={classes.allergens}>{t`Allergens: ${contained}`}</div>}
              {traces && <div className={classes.allergens}>{t`May contain: ${traces}`}</div>}
            </li>
          );
        })}
      </ul>
      <hr className={classes.rule} />
      <div>
        <Trans>
          Total {total} · {payment}
        </Trans>
      </div>
      <div>
        <Trans>Placed {placed}</Trans>
      </div>
    </div>
  );
}

/** Where the ticket to print waits, outside the app, hidden on screen and alone on paper. */
export function PrintArea({ order, timeZone }: { order?: Order; timeZone: string }) {
  return createPortal(
    <div className={classes.printArea} data-testid="print-area">
      {order && <KitchenTicket order={order} timeZone={timeZone} />}
    </div>,
    document.body,
  );
}
