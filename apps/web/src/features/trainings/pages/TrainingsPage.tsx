import { EVENT_LOCATIONS } from '@creative-ng/shared/reference/options';
import { lazy, Suspense, useState } from 'react';
import { Page } from '../../../components/Page';
import {
  FilterGroup,
  FilterPanel,
  ListResults,
  MineSwitch,
  PublishCard,
  SavedLink,
  SearchBox,
} from '../../listings/components/ListParts';
import { useListingsT } from '../../listings/i18n';
import { useEvents } from '../../listings/lib/listingsApi';
import { useListState } from '../../listings/lib/urlState';
import { TrainingCard } from '../components/TrainingCard';

const CreateTrainingDialog = lazy(() =>
  import('../components/CreateTrainingDialog').then((module) => ({ default: module.CreateTrainingDialog })),
);

/** /trainingpage and /trainingPage: the list titled Training, 4 a page, coming ones first. */
export default function TrainingsPage() {
  const t = useListingsT();
  const state = useListState();
  const mine = state.params.get('mine') === '1';
  const list = useEvents(state.params, mine);
  const [creating, setCreating] = useState(false);

  return (
    <Page title={t('page.trainings.title')} subtitle={t('listings.trainings.subtitle')} actions={<SavedLink />}>
      <PublishCard
        title={t('listings.trainings.postTitle')}
        text={t('listings.trainings.postText')}
        action={t('page.trainingForm.title')}
        onCreate={() => setCreating(true)}
      />
      {creating ? (
        <Suspense fallback={null}>
          <CreateTrainingDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
      <MineSwitch state={state} allLabel={t('listings.trainings.all')} mineLabel={t('listings.trainings.mine')} />
      <SearchBox state={state} label={t('listings.trainings.search')} />
      <FilterPanel active={state.values('location').length}>
        <FilterGroup
          state={state}
          name="location"
          legend={t('listings.filters.location')}
          options={EVENT_LOCATIONS.map((value) => ({ value, label: t(`listings.eventLocation.${value}`) }))}
        />
      </FilterPanel>
      <ListResults
        state={state}
        query={list}
        empty={t('listings.trainings.none')}
        className="grid gap-4 sm:grid-cols-2"
        skeletons={2}
        render={(item, index) => <TrainingCard item={item} eager={index === 0} />}
      />
    </Page>
  );
}
