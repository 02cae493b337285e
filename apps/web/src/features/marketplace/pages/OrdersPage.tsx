import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Spinner';
import { ToggleButton } from '../../../components/ui/ToggleButton';
import { useSession } from '../../../lib/session';
import { useWrite } from '../../../lib/write';
import { useMarketT } from '../i18n';
import {
  formatKobo,
  MARKET_TOASTS,
  moveOrder,
  type Order,
  refreshMarket,
  useMyUsername,
  useOrders,
} from '../lib/marketApi';

const STATUS_STYLE: Record<Order['status'], string> = {
  pending: 'bg-warning-soft text-ink',
  accepted: 'bg-primary-soft text-ink',
  declined: 'bg-gray-200 text-ink',
  fulfilled: 'bg-primary-soft text-ink',
};

function OrderCard({ order, side }: { order: Order; side: 'buying' | 'selling' }) {
  const t = useMarketT();
  const { run, busy } = useWrite({ refresh: refreshMarket, fallback: t('error.INTERNAL'), durations: MARKET_TOASTS });
  const move = (status: 'accepted' | 'declined' | 'fulfilled') =>
    run({ work: () => moveOrder(order.id, status), done: t('market.updated') });
  const status = t(`market.status.${order.status}`);
  return (
    <article className="flex w-full flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <h2 className="break-words text-lg font-bold text-ink">{order.product_title}</h2>
      <p className="text-ink">
        {t('market.cart.lineTotal', { quantity: order.quantity, price: formatKobo(order.unit_price_kobo) })} ={' '}
        <strong>{formatKobo(order.total_kobo)}</strong>
      </p>
      <p>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', STATUS_STYLE[order.status])}>
          {t('market.orders.status', { status })}
        </span>
      </p>
      {side === 'selling' ? (
        <div className="flex flex-col gap-1 text-ink">
          <p>{t('market.orders.from', { name: order.buyer.name })}</p>
          <p className="break-all">{t('market.orders.contact', { email: order.buyer.email })}</p>
          {order.buyer.phone ? <p>{t('market.orders.phone', { phone: order.buyer.phone })}</p> : null}
        </div>
      ) : (
        <p className="text-ink">{t('market.orders.to', { name: order.seller.name })}</p>
      )}
      {order.message ? (
        <p className="break-words text-ink">{t('market.orders.message', { message: order.message })}</p>
      ) : null}
      {side === 'selling' && (order.status === 'pending' || order.status === 'accepted') ? (
        <div className="flex flex-wrap gap-2">
          {order.status === 'pending' ? (
            <Button
              disabled={busy}
              onClick={() => void move('accepted')}
              aria-label={t('market.orders.acceptLabel', { title: order.product_title })}
            >
              {t('market.orders.accept')}
            </Button>
          ) : (
            <Button
              disabled={busy}
              onClick={() => void move('fulfilled')}
              aria-label={t('market.orders.fulfilLabel', { title: order.product_title })}
            >
              {t('market.orders.fulfil')}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void move('declined')}
            aria-label={t('market.orders.declineLabel', { title: order.product_title })}
          >
            {t('market.orders.decline')}
          </Button>
        </div>
      ) : null}
      <StartConversationButton
        subject={{ subject_type: 'order', subject_id: order.id }}
        label={side === 'selling' ? 'startChat.messageBuyer' : 'startChat.messageSeller'}
        className="self-start"
      />
    </article>
  );
}

/** /orders: order requests I sent (buying) and, for sellers, those I received (selling), with their status. */
export default function OrdersPage() {
  const t = useMarketT();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const canSell = session.userType === 'user' || session.userType === 'business';
  const side = canSell && params.get('side') === 'selling' ? 'selling' : 'buying';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orders = useOrders(side, page);
  const username = useMyUsername(canSell);
  const go = (next: { side?: string; page?: number }) =>
    setParams(() => {
      const query = new URLSearchParams();
      const s = next.side ?? side;
      if (s === 'selling') query.set('side', s);
      if (next.page && next.page > 1) query.set('page', String(next.page));
      return query;
    });
  const tab = (value: 'buying' | 'selling', label: string) => (
    <ToggleButton pressed={side === value} onClick={() => go({ side: value })}>
      {label}
    </ToggleButton>
  );
  return (
    <Page
      title={t('market.orders.title')}
      actions={
        username.data ? (
          <Link to={`/user-products/${username.data.username}`} className={buttonClasses({ variant: 'secondary' })}>
            {t('market.seller.yourPage')}
          </Link>
        ) : null
      }
    >
      {canSell ? (
        <div className="flex flex-wrap gap-2">
          {tab('buying', t('market.orders.buying'))}
          {tab('selling', t('market.orders.selling'))}
        </div>
      ) : null}
      {orders.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : !orders.data ? (
        <EmptyState title={t('market.messages.loadError')} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState title={t('market.orders.empty')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {orders.data.items.map((order) => (
              <li key={order.id} className="flex">
                <OrderCard order={order} side={side} />
              </li>
            ))}
          </ul>
          <Pagination
            page={orders.data.page.page}
            totalPages={orders.data.page.total_pages}
            onPageChange={(to) => go({ page: to })}
          />
        </>
      )}
    </Page>
  );
}
