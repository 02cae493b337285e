import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { FormSchemas } from '../../../components/form/formErrors';
import { useSchemaForm } from '../../../components/form/schemaForm';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { refreshMarket } from '../lib/marketApi';

/**
 * An order request's form, Buy Now's and the cart's check-out alike: checked by its shared schema (loaded with the
 * first check), sent, then the market's lists are fetched again, the buyer is told and taken to /orders.
 */
export function useOrderRequest<Values extends FieldValues, Output>(options: {
  loadSchema: () => Promise<FormSchemas<Output>>;
  input: (values: Values) => unknown;
  defaultValues: DefaultValues<Values>;
  order: readonly string[];
  send: (body: Output) => Promise<unknown>;
  /** Runs once the request is sent, before the move to /orders (a dialog closes). */
  onSent?: () => void;
}) {
  const t = useMarketT();
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kit = useSchemaForm<Values, undefined, Output>({
    defaultValues: options.defaultValues,
    schema: options.loadSchema,
    input: options.input,
    unreachable: () => t('error.INTERNAL'),
    idOf: (field) => `${id}-${field}`,
    order: options.order,
  });
  const send = useMutation({ mutationFn: options.send });
  const submit = kit.submit((body) => {
    if (send.isPending) return;
    send.mutate(body, {
      onSuccess: async () => {
        await refreshMarket(client);
        toast.success(t('market.orderSent'));
        options.onSent?.();
        navigate('/orders');
      },
      onError: (cause) => kit.refuse(cause, t('error.INTERNAL')),
    });
  });
  return { kit, submit, busy: send.isPending };
}
