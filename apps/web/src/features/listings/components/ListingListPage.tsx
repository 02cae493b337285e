import { Suspense, useState } from 'react';
import { FilterGroup, ListResults, SearchBox } from '../../../components/list/ListParts';
import { Page } from '../../../components/Page';
import { useListState } from '../../../lib/urlState';
import { useListingsT } from '../i18n';
import type { ListingEditor, ListingItem, ListingKind, ListingListConfig, ListingTextKey } from '../kinds/kind';
import { useListingPage } from '../lib/listingsApi';
import { ListingCard } from './ListingCard';
import { FilterPanel, MineSwitch, PublishCard, SavedLink } from './ListParts';

/**
 * The list page of any kind (/toolspage, /opportunitypage, /trainingpage): the partner's publish card and
 * create modal, All/Mine, search, the kind's filters, then its cards, a page at a time. Everything is in the URL.
 */
export function ListingListPage<T extends ListingItem>({
  kind,
  list,
  Editor,
}: {
  kind: ListingKind<T>;
  list: ListingListConfig;
  /** The kind's create modal, loaded by the page when a partner opens it. */
  Editor: ListingEditor<T>;
}) {
  const t = useListingsT();
  const state = useListState();
  const mine = state.params.get('mine') === '1';
  const items = useListingPage<T>(kind.kind, state.params, mine);
  const [creating, setCreating] = useState(false);
  const active = list.filters.reduce((n, filter) => n + state.values(filter.name).length, 0);
  const { text } = list;

  return (
    <Page title={t(text.pageTitle)} subtitle={t(text.subtitle)} actions={<SavedLink />}>
      <PublishCard
        title={t(text.postTitle)}
        text={t(text.postText)}
        action={t(kind.text.createTitle)}
        onCreate={() => setCreating(true)}
      />
      {creating ? (
        <Suspense fallback={null}>
          <Editor open={creating} onOpenChange={setCreating} title={t(kind.text.createTitle)} />
        </Suspense>
      ) : null}
      <MineSwitch state={state} allLabel={t(text.all)} mineLabel={t(text.mine)} />
      <SearchBox state={state} label={t(text.search)} />
      <FilterPanel active={active}>
        {list.filters.map((filter) => (
          <FilterGroup
            key={filter.name}
            state={state}
            name={filter.name}
            legend={t(filter.legend)}
            options={filter.values.map((value) => ({
              value,
              label: t(`${filter.labels}.${value}` as ListingTextKey),
            }))}
          />
        ))}
      </FilterPanel>
      <ListResults
        state={state}
        query={items}
        empty={t(text.empty)}
        className={list.grid?.className}
        skeletons={list.grid?.skeletons}
        render={(item, index) => <ListingCard kind={kind} item={item} eager={index === 0} />}
      />
    </Page>
  );
}
