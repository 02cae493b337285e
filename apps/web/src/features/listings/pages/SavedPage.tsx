import { SAVED_KINDS } from '@creative-ng/shared/listings/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListResults } from '../../../components/list/ListParts';
import { Page } from '../../../components/Page';
import { ToggleButton } from '../../../components/ui/ToggleButton';
import { pagedAt } from '../../../lib/listingApi';
import { useViewer } from '../../../lib/session';
import { useListState } from '../../../lib/urlState';
import { ListingCard } from '../components/ListingCard';
import { useListingsT } from '../i18n';
import { opportunityKind } from '../kinds/opportunity';
import { toolKind } from '../kinds/tool';
import { trainingKind } from '../kinds/training';
import { listingKeys, type SavedItem } from '../lib/listingsApi';

function useSaved(params: URLSearchParams) {
  const viewer = useViewer();
  return useQuery({
    queryKey: listingKeys.saved(viewer, params.toString()),
    queryFn: ({ signal }) => pagedAt<SavedItem>(`/api/prop/saved?${params}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** /saved: the tools, opportunities and trainings a creative or business saved, newest first. */
export default function SavedPage() {
  const t = useListingsT();
  const state = useListState();
  const kind = state.params.get('kind');
  const saved = useSaved(state.params);
  const tab = (value: string | null, label: string) => (
    <ToggleButton key={value ?? 'all'} pressed={kind === value} onClick={() => state.set('kind', value)}>
      {label}
    </ToggleButton>
  );
  return (
    <Page title={t('listings.saved.title')} subtitle={t('listings.saved.subtitle')}>
      <div className="flex flex-wrap gap-2">
        {tab(null, t('listings.saved.all'))}
        {SAVED_KINDS.map((value) => tab(value, t(`listings.saved.kind.${value}`)))}
      </div>
      <ListResults
        state={state}
        query={saved}
        empty={t('listings.saved.none')}
        render={(entry) =>
          entry.kind === 'tool' ? (
            <ListingCard kind={toolKind} item={entry.item} />
          ) : entry.kind === 'opportunity' ? (
            <ListingCard kind={opportunityKind} item={entry.item} />
          ) : (
            <ListingCard kind={trainingKind} item={entry.item} />
          )
        }
      />
    </Page>
  );
}
