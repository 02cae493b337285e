import { PRICE_RANGE_NAIRA } from '@creative-ng/shared/reference/constants';
import { PRODUCT_CATEGORIES } from '@creative-ng/shared/reference/options';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FilterGroup } from '../../listings/components/ListParts';
import type { ListState } from '../../listings/lib/urlState';
import { useMarketT } from '../i18n';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const STEP = 5000;

function readPrice(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number)
    ? Math.min(Math.max(number, PRICE_RANGE_NAIRA.min), PRICE_RANGE_NAIRA.max)
    : fallback;
}

/** The price range (₦0 to ₦20,000,000) as two sliders; applied to the URL (min_price, max_price) on submit. */
function PriceRange({ state, onApplied }: { state: ListState; onApplied?: () => void }) {
  const t = useMarketT();
  const id = useId();
  const fromUrl = () => ({
    min: readPrice(state.params.get('min_price'), PRICE_RANGE_NAIRA.min),
    max: readPrice(state.params.get('max_price'), PRICE_RANGE_NAIRA.max),
  });
  const [, setParams] = useSearchParams();
  const [range, setRange] = useState(fromUrl);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL when it changes
  useEffect(() => setRange(fromUrl()), [state.params]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const min = Math.min(range.min, range.max);
    const max = Math.max(range.min, range.max);
    // Both ends change the URL at once, and the list starts again at page 1.
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (min > PRICE_RANGE_NAIRA.min) next.set('min_price', String(min));
      else next.delete('min_price');
      if (max < PRICE_RANGE_NAIRA.max) next.set('max_price', String(max));
      else next.delete('max_price');
      next.delete('page');
      return next;
    });
    onApplied?.();
  };

  return (
    <form onSubmit={apply} className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">{t('market.filters.price')}</legend>
        <div className="flex flex-col gap-1 text-ink">
          <p>
            <label htmlFor={`${id}-min`}>{t('market.filters.min')}</label>:{' '}
            <output htmlFor={`${id}-min`}>{naira.format(range.min)}</output>
          </p>
          <input
            id={`${id}-min`}
            type="range"
            min={PRICE_RANGE_NAIRA.min}
            max={PRICE_RANGE_NAIRA.max}
            step={STEP}
            value={range.min}
            aria-valuetext={naira.format(range.min)}
            onChange={(event) => setRange((r) => ({ ...r, min: Number(event.target.value) }))}
            className="min-h-11 w-full accent-primary"
          />
        </div>
        <div className="flex flex-col gap-1 text-ink">
          <p>
            <label htmlFor={`${id}-max`}>{t('market.filters.max')}</label>:{' '}
            <output htmlFor={`${id}-max`}>{naira.format(range.max)}</output>
          </p>
          <input
            id={`${id}-max`}
            type="range"
            min={PRICE_RANGE_NAIRA.min}
            max={PRICE_RANGE_NAIRA.max}
            step={STEP}
            value={range.max}
            aria-valuetext={naira.format(range.max)}
            onChange={(event) => setRange((r) => ({ ...r, max: Number(event.target.value) }))}
            className="min-h-11 w-full accent-primary"
          />
        </div>
      </fieldset>
      <Button type="submit" variant="secondary">
        {t('market.filters.apply')}
      </Button>
    </form>
  );
}

function FilterFields({ state, onApplied }: { state: ListState; onApplied?: () => void }) {
  const t = useMarketT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FilterGroup
        state={state}
        name="category"
        legend={t('market.filters.category')}
        options={PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`market.category.${value}`) }))}
      />
      <PriceRange state={state} onApplied={onApplied} />
    </div>
  );
}

/**
 * The marketplace filters (category, price range): inline on wider screens, in the 'Filter Products' modal on a
 * phone. Everything is kept in the URL.
 */
export function MarketFilters({ state }: { state: ListState }) {
  const t = useMarketT();
  const [open, setOpen] = useState(false);
  const active =
    state.values('category').length + (state.params.has('min_price') || state.params.has('max_price') ? 1 : 0);
  return (
    <>
      <div className="sm:hidden">
        <Button variant="secondary" onClick={() => setOpen(true)} className="w-full">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('market.filters.open')}
          {active > 0 ? ` (${active})` : ''}
        </Button>
        <Dialog open={open} onOpenChange={setOpen} title={t('market.filters.modalTitle')}>
          <div className="flex flex-col gap-4">
            <FilterFields state={state} onApplied={() => setOpen(false)} />
            <Button onClick={() => setOpen(false)}>{t('market.filters.done')}</Button>
          </div>
        </Dialog>
      </div>
      <section
        aria-label={t('market.filters.modalTitle')}
        className="hidden rounded-xl border border-line bg-white p-4 sm:block"
      >
        <FilterFields state={state} />
      </section>
    </>
  );
}
