import { useReference } from '../../lib/api';
import { Button, Spinner } from '../ui';
import { SelectField } from './controls';
import type { BoundField } from './formErrors';

type First = 'sector' | 'state';
type Chosen = First | 'area' | 'lga';

/** The words of the four lists, each a key a feature's catalogue has under its own prefix. */
export type SectorAndPlaceWord =
  | 'sector'
  | 'chooseSector'
  | 'area'
  | 'chooseArea'
  | 'chooseSectorFirst'
  | 'state'
  | 'chooseState'
  | 'lga'
  | 'chooseLga'
  | 'chooseStateFirst';

/**
 * A business's sector → area and state → LGA, from the reference data (what failed to load, with Try again, or a
 * spinner until it has). The area belongs to the sector and the LGA to the state: a new sector or state empties it.
 * Business sign-up and the business editor show the same four lists, each in its own words.
 */
export function SectorAndPlaceFields({
  values,
  field,
  change,
  clearError,
  word,
  reference: words,
}: {
  values: Readonly<Record<Chosen, string>>;
  field: (name: Chosen) => BoundField<string>;
  change: (name: Chosen, value: string) => void;
  clearError: (name: 'area' | 'lga') => void;
  word: (key: SectorAndPlaceWord) => string;
  /** What to say when the lists could not load, the retry button, and (optional) while they load. */
  reference: { failed: string; retry: string; loading?: string };
}) {
  const reference = useReference();
  const sectors = reference.data?.sectorGroups ?? [];
  const states = reference.data?.states ?? [];
  const areas = sectors.find((group) => group.name === values.sector)?.categories ?? [];
  const lgas = states.find((state) => state.state === values.state)?.lgas ?? [];
  const withDependent = (name: First, dependent: 'area' | 'lga') => ({
    ...field(name),
    onValueChange: (value: string) => {
      if (value !== values[name]) change(dependent, '');
      else clearError(dependent);
      change(name, value);
    },
  });
  return (
    <>
      {!reference.data ? (
        reference.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{words.failed}</p>
            <Button variant="secondary" onClick={() => void reference.refetch()}>
              {words.retry}
            </Button>
          </div>
        ) : (
          <Spinner label={words.loading} />
        )
      ) : null}
      <SelectField
        {...withDependent('sector', 'area')}
        label={word('sector')}
        placeholder={word('chooseSector')}
        required
        disabled={sectors.length === 0}
        options={sectors.map((group) => ({ value: group.name, label: group.name }))}
      />
      <SelectField
        {...field('area')}
        label={word('area')}
        placeholder={values.sector ? word('chooseArea') : word('chooseSectorFirst')}
        required
        disabled={areas.length === 0}
        options={areas.map((area) => ({ value: area, label: area }))}
      />
      <SelectField
        {...withDependent('state', 'lga')}
        label={word('state')}
        placeholder={word('chooseState')}
        required
        disabled={states.length === 0}
        options={states.map((state) => ({ value: state.state, label: state.state }))}
      />
      <SelectField
        {...field('lga')}
        label={word('lga')}
        placeholder={values.state ? word('chooseLga') : word('chooseStateFirst')}
        required
        disabled={lgas.length === 0}
        options={lgas.map((lga) => ({ value: lga, label: lga }))}
      />
    </>
  );
}
