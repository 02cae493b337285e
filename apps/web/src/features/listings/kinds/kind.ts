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
}

/** The create/edit modal of a kind: a new item when `editing` is omitted. */
export type ListingEditor<T> = LazyExoticComponent<
  ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; editing?: T }>
>;

/** A filter of the list page: its URL parameter, its legend and the catalogue prefix of its options' labels. */
export interface ListingFilter {
  name: string;
  legend: ListingTextKey;
  values: readonly string[];
  /** `${labels}.${value}` is the option's label key. */
  labels: string;
}

/**
 * One kind of listing on the web (decision 0100): what the shared list page, card and detail layout need to
 * know of it. What only one kind has (a tool's price, a training's registration) stays in its own page or card
 * body; everything else is read from here, so a new kind is one of these plus its special parts.
 */
export interface ListingKind<T extends ListingItem> {
  /** The API's and Saved's name of the kind. */
  kind: SavedKind;
  /** Where the list is (after a delete, `${listPath}?mine=1`). */
  listPath: string;
  /** Where the detail page's back link goes (trainings keep their historical '/trainingPage'). */
  backPath: string;
  detailPath: (id: string) => string;
  /** The item's name as headings, links and the save button say it. */
  title: (item: T) => string;
  text: {
    pageTitle: ListingTextKey;
    subtitle: ListingTextKey;
    postTitle: ListingTextKey;
    postText: ListingTextKey;
    /** The publish card's button and the create modal's title. */
    createTitle: ListingTextKey;
    editTitle: ListingTextKey;
    all: ListingTextKey;
    mine: ListingTextKey;
    search: ListingTextKey;
    empty: ListingTextKey;
    view: ListingTextKey;
    /** Takes {name} or {title}: both are given. */
    viewLabel: ListingTextKey;
    imageAlt: ListingTextKey;
    back: ListingTextKey;
    detailTitle: ListingTextKey;
    notFound: ListingTextKey;
  };
  /** The detail page says the server's refusal when it has one (trainings), else `text.notFound`. */
  serverNotFound?: boolean;
  filters: readonly ListingFilter[];
  /** The list's grid and how many placeholders show while it loads (defaults: three columns, three). */
  list?: { className?: string; skeletons?: number };
  card: {
    /** The card picture's `sizes` (default: the three-column grid's). */
    sizes?: string;
    /** What the card says between its heading and its buttons. */
    Body: ComponentType<{ item: T }>;
  };
  /** Loaded when a partner opens it. */
  Editor: ListingEditor<T>;
}

/** The {name}/{title} variables of a kind's text about one item. */
export const titleVars = (title: string) => ({ name: title, title });
