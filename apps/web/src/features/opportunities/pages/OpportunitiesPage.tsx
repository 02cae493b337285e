import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@creative-ng/shared/reference/options';
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
import { useOpportunities } from '../../listings/lib/listingsApi';
import { useListState } from '../../listings/lib/urlState';
import { OpportunityCard } from '../components/OpportunityCard';

const CreateOpportunityDialog = lazy(() =>
  import('../components/CreateOpportunityDialog').then((module) => ({ default: module.CreateOpportunityDialog })),
);

/** /opportunitypage: opportunities with search and the filter panel; open ones first. */
export default function OpportunitiesPage() {
  const t = useListingsT();
  const state = useListState();
  const mine = state.params.get('mine') === '1';
  const list = useOpportunities(state.params, mine);
  const [creating, setCreating] = useState(false);
  const active = ['location', 'timing', 'level'].reduce((n, name) => n + state.values(name).length, 0);

  return (
    <Page title={t('page.opportunities.title')} subtitle={t('listings.opportunities.subtitle')} actions={<SavedLink />}>
      <PublishCard
        title={t('listings.opportunities.postTitle')}
        text={t('listings.opportunities.postText')}
        action={t('listings.opportunities.createTitle')}
        onCreate={() => setCreating(true)}
      />
      {creating ? (
        <Suspense fallback={null}>
          <CreateOpportunityDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
      <MineSwitch
        state={state}
        allLabel={t('listings.opportunities.all')}
        mineLabel={t('listings.opportunities.mine')}
      />
      <SearchBox state={state} label={t('listings.opportunities.search')} />
      <FilterPanel active={active}>
        <FilterGroup
          state={state}
          name="location"
          legend={t('listings.filters.location')}
          options={OPPORTUNITY_LOCATIONS.map((value) => ({ value, label: t(`listings.location.${value}`) }))}
        />
        <FilterGroup
          state={state}
          name="timing"
          legend={t('listings.filters.timing')}
          options={OPPORTUNITY_TIMINGS.map((value) => ({ value, label: t(`listings.timing.${value}`) }))}
        />
        <FilterGroup
          state={state}
          name="level"
          legend={t('listings.filters.level')}
          options={OPPORTUNITY_LEVELS.map((value) => ({ value, label: t(`listings.level.${value}`) }))}
        />
      </FilterPanel>
      <ListResults
        state={state}
        query={list}
        empty={t('listings.opportunities.none')}
        render={(item, index) => <OpportunityCard item={item} eager={index === 0} />}
      />
    </Page>
  );
}
