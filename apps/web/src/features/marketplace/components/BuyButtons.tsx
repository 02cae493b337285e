import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { failureMessage } from '../../listings/lib/messages';
import { useMarketT } from '../i18n';
import { buyNow, type Product, refreshMarket, setCartLine } from '../lib/marketApi';

/** Whether the signed-in person may buy this product (not an admin, not their own, something left). */
function useCanBuy(product: Product): boolean {
  const session = useSession();
  return Boolean(session.accessToken) && session.userType !== 'admin' && !product.own && product.available;
}

/** 'Add to cart': one more of this product in the signed-in person's cart (kept on the server). */
export function AddToCartButton({ product, quantity = 1 }: { product: Product; quantity?: number }) {
  const t = useMarketT();
  const client = useQueryClient();
  const canBuy = useCanBuy(product);
  const [busy, setBusy] = useState(false);
  if (!canBuy) return null;
  const add = async () => {
    setBusy(true);
    try {
      await setCartLine(product.id, quantity);
      await refreshMarket(client);
      toast.success(t('market.messages.addedToCart'), { duration: TOAST_DURATIONS.quickSuccess });
    } catch (cause) {
      toast.error(failureMessage(cause, t('error.INTERNAL')), { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() => void add()}
      aria-label={t('market.buy.addToCartLabel', { title: product.title })}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {t('market.buy.addToCart')}
    </Button>
  );
}

/** The buyer's phone and message for an order request. */
export function ContactFields({
  phone,
  message,
  onPhone,
  onMessage,
}: {
  phone: string;
  message: string;
  onPhone: (value: string) => void;
  onMessage: (value: string) => void;
}) {
  const t = useMarketT();
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-phone`}
        label={t('market.buy.phone')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onValueChange={onPhone}
        maxLength={30}
      />
      <TextAreaField
        id={`${id}-message`}
        label={t('market.buy.message')}
        value={message}
        onValueChange={onMessage}
        maxLength={1000}
      />
    </>
  );
}

/** 'Buy Now': sends an order request for this product to its seller (no online payment yet). */
export function BuyNowButton({ product }: { product: Product }) {
  const t = useMarketT();
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const canBuy = useCanBuy(product);
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState('1');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canBuy) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(null);
    try {
      await buyNow({
        product_id: product.id,
        quantity: Number(quantity) || 1,
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      await refreshMarket(client);
      toast.success(t('market.orderSent'));
      setOpen(false);
      navigate('/orders');
    } catch (cause) {
      setAlert(failureMessage(cause, t('error.INTERNAL')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('market.buy.now')}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('market.buy.title')} description={t('market.buy.explain')}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormAlert message={alert} />
          <TextField
            id={`${id}-quantity`}
            label={t('market.buy.quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={product.quantity}
            value={quantity}
            onValueChange={setQuantity}
          />
          <ContactFields phone={phone} message={message} onPhone={setPhone} onMessage={setMessage} />
          <SubmitButton busy={busy}>{t('market.buy.send')}</SubmitButton>
        </form>
      </Dialog>
    </>
  );
}
