import { PRICE_RANGE_NAIRA } from '@creative-ng/shared/reference/constants';
import { PRODUCT_CATEGORIES } from '@creative-ng/shared/reference/options';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterControl } from '../../../components/FilterControl';
import { FilterGroup } from '../../../components/list/ListParts';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/Field';
import type { ListState } from '../../../lib/urlState';
import { useMarketT } from '../i18n';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/**
 * The slider's stops: steps that grow with the price (₦1,000 up to ₦10,000, ₦5,000 up to ₦100,000, ₦50,000 up
 * to ₦1,000,000, then ₦500,000), so 'under ₦50,000' is a few stops from the start on a phone, and the whole range
 * (₦0 to ₦20,000,000) still fits. The number boxes beside take any price.
 */
export const PRICE_STOPS: readonly number[] = (() => {
  const stops: number[] = [PRICE_RANGE_NAIRA.min];
  const ladder: [number, number][] = [
    [10_000, 1_000],
    [100_000, 5_000],
    [1_000_000, 50_000],
    [PRICE_RANGE_NAIRA.max, 500_000],
  ];
  for (const [upTo, step] of ladder) {
    for (let value = (stops.at(-1) ?? 0) + step; value <= upTo; value += step) stops.push(value);
  }
  return stops;
})();

/** The stop nearest a price (the slider's position for a typed price). */
export function nearestStop(price: number): number {
  let best = 0;
  PRICE_STOPS.forEach((stop, index) => {
    if (Math.abs(stop - price) < Math.abs((PRICE_STOPS[best] ?? 0) - price)) best = index;
  });
  return best;
}

function clampPrice(number: number): number {
  return Math.min(Math.max(Math.round(number), PRICE_RANGE_NAIRA.min), PRICE_RANGE_NAIRA.max);
}

function readPrice(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) ? clampPrice(number) : fallback;
}

type Range = { min: string; max: string };

/** One end of the range: a number box (any price, by keyboard) beside a slider (by touch), showing the same price. */
function PriceEnd({
  label,
  value,
  fallback,
  onChange,
}: {
  label: string;
  value: string;
  fallback: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const price = readPrice(value, fallback);
  return (
    <div className="flex flex-col gap-1 text-ink">
      <label htmlFor={`${id}-number`} id={`${id}-label`}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={`${id}-number`}
          type="number"
          inputMode="numeric"
          min={PRICE_RANGE_NAIRA.min}
          max={PRICE_RANGE_NAIRA.max}
          step={1}
          value={value}
          placeholder={naira.format(fallback)}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses.replace('w-full', 'w-32'), 'shrink-0')}
        />
        <input
          type="range"
          aria-labelledby={`${id}-label`}
          min={0}
          max={PRICE_STOPS.length - 1}
          step={1}
          value={nearestStop(price)}
          aria-valuetext={naira.format(price)}
          onChange={(event) => onChange(String(PRICE_STOPS[Number(event.target.value)] ?? fallback))}
          className="min-h-11 min-w-0 flex-1 accent-primary"
        />
      </div>
    </div>
  );
}

/** The price range (₦0 to ₦20,000,000): its two ends, applied to the URL (min_price, max_price) with the filters. */
function PriceRange({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const t = useMarketT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-ink">{t('market.filters.price')}</legend>
      <PriceEnd
        label={t('market.filters.min')}
        value={range.min}
        fallback={PRICE_RANGE_NAIRA.min}
        onChange={(min) => onChange({ ...range, min })}
      />
      <PriceEnd
        label={t('market.filters.max')}
        value={range.max}
        fallback={PRICE_RANGE_NAIRA.max}
        onChange={(max) => onChange({ ...range, max })}
      />
    </fieldset>
  );
}

/**
 * The marketplace filters (category, price range) in the list's one filter control: inline on wider screens, in
 * the 'Filter Products' dialog on a phone, where 'Show products' applies the price with everything else.
 * Everything is kept in the URL.
 */
export function MarketFilters({ state }: { state: ListState }) {
  const t = useMarketT();
  const [, setParams] = useSearchParams();
  const fromUrl = (): Range => ({
    min: state.params.get('min_price') ?? '',
    max: state.params.get('max_price') ?? '',
  });
  const [range, setRange] = useState(fromUrl);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL when it changes
  useEffect(() => setRange(fromUrl()), [state.params]);
  const active =
    state.values('category').length + (state.params.has('min_price') || state.params.has('max_price') ? 1 : 0);

  const applyPrice = () => {
    const low = readPrice(range.min, PRICE_RANGE_NAIRA.min);
    const high = readPrice(range.max, PRICE_RANGE_NAIRA.max);
    const min = Math.min(low, high);
    const max = Math.max(low, high);
    // Both ends change the URL at once, and the list starts again at page 1 (unless nothing changed).
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (min > PRICE_RANGE_NAIRA.min) next.set('min_price', String(min));
      else next.delete('min_price');
      if (max < PRICE_RANGE_NAIRA.max) next.set('max_price', String(max));
      else next.delete('max_price');
      if (next.get('min_price') !== current.get('min_price') || next.get('max_price') !== current.get('max_price')) {
        next.delete('page');
      }
      return next;
    });
    setRange({
      min: min > PRICE_RANGE_NAIRA.min ? String(min) : '',
      max: max < PRICE_RANGE_NAIRA.max ? String(max) : '',
    });
  };

  return (
    <FilterControl
      openLabel={t('market.filters.open')}
      title={t('market.filters.modalTitle')}
      doneLabel={t('market.filters.done')}
      active={active}
      onApply={applyPrice}
    >
      <FilterGroup
        state={state}
        name="category"
        legend={t('market.filters.category')}
        options={PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`market.category.${value}`) }))}
      />
      <PriceRange range={range} onChange={setRange} />
    </FilterControl>
  );
}
