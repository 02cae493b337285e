import type { ComponentType, LazyExoticComponent } from 'react';
import type { ListingsTranslate } from '../i18n';
import type { ListingImageData, SavedKind } from '../lib/listingsApi';

/** A key of the listings catalogue or of the core one (page titles). */
export type ListingTextKey = Parameters<ListingsTranslate>[0];

/** What every listing has, whatever its kind. */
export interface ListingItem {
  id: string;
  media: readonly ListingImageData[];
  saved: boolean;
  own: boolean;
  author: { id: string; name: string };
  description: string;
  link: string;
}

/** What the create/edit modal of a kind takes: a new item when `editing` is omitted. */
export interface ListingEditorProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The modal's title ('Create Tool', 'Edit offer'). */
  title: string;
  editing?: T;
}

/** The create/edit modal of a kind, loaded when a partner opens it. */
export type ListingEditor<T> = LazyExoticComponent<ComponentType<ListingEditorProps<T>>>;

/** A filter of the list page: its URL parameter, its legend and the catalogue prefix of its options' labels. */
export interface ListingFilter {
  name: string;
  legend: ListingTextKey;
  values: readonly string[];
  /** `${labels}.${value}` is the option's label key. */
  labels: string;
}

/** What a card of the kind needs: its API/Saved name, detail path, title, View link and the card's body. */
export interface ListingCardKind<T extends ListingItem> {
  /** The API's and Saved's name of the kind. */
  kind: SavedKind;
  detailPath: (id: string) => string;
  /** The item's name as headings, links and the save button say it. */
  title: (item: T) => string;
  view: ListingTextKey;
  /** Takes {name} or {title}: both are given. */
  viewLabel: ListingTextKey;
  /** The card picture's `sizes` (default: the three-column grid's). */
  sizes?: string;
  /** What the card says between its heading and its buttons. */
  Body: ComponentType<{ item: T }>;
}

/**
 * One kind of listing on the web (decision 0100): its card, and what its list and detail pages share (paths, the
 * texts about one item). The list's filters and texts (ListingListConfig) are in its list page, and its form is
 * loaded by the page that opens it, so Saved loads the three kinds and nothing of their lists or forms. What only
 * one kind has (a tool's price, a training's registration) stays in its card body or its detail page's parts.
 */
export interface ListingKind<T extends ListingItem> extends ListingCardKind<T> {
  /** Where the list is (after a delete, `${listPath}?mine=1`). */
  listPath: string;
  /** Where the detail page's back link goes (trainings keep their historical '/trainingPage'). */
  backPath: string;
  text: {
    /** The publish card's button and the create modal's title. */
    createTitle: ListingTextKey;
    editTitle: ListingTextKey;
    /** Takes {name} or {title}: both are given. */
    imageAlt: ListingTextKey;
    back: ListingTextKey;
    detailTitle: ListingTextKey;
    notFound: ListingTextKey;
    /** The external link's text ('Get offer', 'Attend'). */
    external: ListingTextKey;
  };
  /** The detail page says the server's refusal when it has one (trainings), else `text.notFound`. */
  serverNotFound?: boolean;
}

/** Where each kind's own words are in the listings catalogue (`listings.tools.…`). */
export type KindWords = 'tools' | 'opportunities' | 'trainings';

/** The list page's words every kind names alike under its namespace (subtitle, publish card, tabs, search). */
export function listWords(kind: KindWords) {
  return {
    subtitle: `listings.${kind}.subtitle`,
    postTitle: `listings.${kind}.postTitle`,
    postText: `listings.${kind}.postText`,
    all: `listings.${kind}.all`,
    mine: `listings.${kind}.mine`,
    search: `listings.${kind}.search`,
  } as const satisfies Partial<ListingListConfig['text']>;
}

/** A kind's list page: its texts, its filters, and its grid. */
export interface ListingListConfig {
  text: {
    pageTitle: ListingTextKey;
    subtitle: ListingTextKey;
    postTitle: ListingTextKey;
    postText: ListingTextKey;
    all: ListingTextKey;
    mine: ListingTextKey;
    search: ListingTextKey;
    empty: ListingTextKey;
  };
  filters: readonly ListingFilter[];
  /** The list's grid and how many placeholders show while it loads (defaults: three columns, three). */
  grid?: { className?: string; skeletons?: number };
}

/** The {name}/{title} variables of a kind's text about one item. */
export const titleVars = (title: string) => ({ name: title, title });
