import { TOOL_CATEGORIES, TOOL_PRICE_FILTERS, TOOL_TYPES } from '@creative-ng/shared/reference/options';
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
import { useTools } from '../../listings/lib/listingsApi';
import { useListState } from '../../listings/lib/urlState';
import { ToolCard } from '../components/ToolCard';

const CreateToolDialog = lazy(() =>
  import('../components/CreateToolDialog').then((module) => ({ default: module.CreateToolDialog })),
);

/** /toolspage: tools and offers with search, filters (price, type, category) and 9 a page. */
export default function ToolsPage() {
  const t = useListingsT();
  const state = useListState();
  const mine = state.params.get('mine') === '1';
  const tools = useTools(state.params, mine);
  const [creating, setCreating] = useState(false);
  const active = ['price', 'type', 'category'].reduce((n, name) => n + state.values(name).length, 0);

  return (
    <Page title={t('page.tools.title')} subtitle={t('listings.tools.subtitle')} actions={<SavedLink />}>
      <PublishCard
        title={t('listings.tools.postTitle')}
        text={t('listings.tools.postText')}
        action={t('listings.tools.createTitle')}
        onCreate={() => setCreating(true)}
      />
      {creating ? (
        <Suspense fallback={null}>
          <CreateToolDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
      <MineSwitch state={state} allLabel={t('listings.tools.all')} mineLabel={t('listings.tools.mine')} />
      <SearchBox state={state} label={t('listings.tools.search')} />
      <FilterPanel active={active}>
        <FilterGroup
          state={state}
          name="price"
          legend={t('listings.filters.price')}
          options={TOOL_PRICE_FILTERS.map((value) => ({ value, label: t(`listings.price.${value}`) }))}
        />
        <FilterGroup
          state={state}
          name="type"
          legend={t('listings.filters.type')}
          options={TOOL_TYPES.map((value) => ({ value, label: t(`listings.toolType.${value}`) }))}
        />
        <FilterGroup
          state={state}
          name="category"
          legend={t('listings.filters.category')}
          options={TOOL_CATEGORIES.map((value) => ({ value, label: t(`listings.toolCategory.${value}`) }))}
        />
      </FilterPanel>
      <ListResults
        state={state}
        query={tools}
        empty={t('listings.messages.noOffers')}
        render={(tool, index) => <ToolCard tool={tool} eager={index === 0} />}
      />
    </Page>
  );
}
