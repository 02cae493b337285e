import { type ToolRequest, toolRequestSchema } from '@creative-ng/shared/listings/index';
import { TOOL_CATEGORIES, TOOL_TYPES } from '@creative-ng/shared/reference/options';
import { SECTOR_GROUP_NAMES } from '@creative-ng/shared/reference/sectors';
import { sendListing } from '../../../lib/listingApi';
import { ListingFormDialog, type ListingFormSpec, optionalChoice } from '../components/ListingForm';
import type { Tool } from '../lib/listingsApi';
import type { ListingEditorProps } from './kind';

type ToolField = 'name' | 'description' | 'link' | 'sector' | 'offer' | 'type' | 'category' | 'price';

/** Name, offer, description, link, images and sector are required; type, category and price are not. */
export const toolForm: ListingFormSpec<Tool, ToolField, ToolRequest> = {
  empty: { name: '', description: '', link: '', sector: '', offer: '', type: '', category: '', price: '' },
  fromItem: (item) => ({
    name: item.name,
    description: item.description,
    link: item.link,
    sector: item.sector,
    offer: item.offer,
    type: item.type ?? '',
    category: item.category ?? '',
    price: item.price ? String(item.price) : '',
  }),
  fields: [
    { name: 'name', label: 'listings.fields.name' },
    { name: 'offer', label: 'listings.fields.offer', hint: 'listings.fields.offerHint' },
    { name: 'description', label: 'listings.fields.description', control: 'textarea' },
    {
      name: 'link',
      label: 'listings.fields.link',
      hint: 'listings.fields.linkHint',
      input: { type: 'url', inputMode: 'url' },
    },
    {
      name: 'sector',
      label: 'listings.fields.sector',
      control: 'select',
      choices: { values: SECTOR_GROUP_NAMES, empty: 'listings.fields.choose' },
    },
    [
      optionalChoice('type', 'listings.fields.type', TOOL_TYPES, 'listings.toolType'),
      optionalChoice('category', 'listings.fields.category', TOOL_CATEGORIES, 'listings.toolCategory'),
    ],
    {
      name: 'price',
      label: 'listings.fields.price',
      hint: 'listings.fields.priceHint',
      required: false,
      input: { type: 'number', inputMode: 'numeric', min: 0, step: 1 },
    },
  ],
  images: { purpose: 'tool', types: ['png', 'jpg', 'jpeg', 'webp'], label: 'listings.fields.images' },
  toBody: (values, images) => ({
    name: values.name,
    description: values.description,
    link: values.link,
    images,
    sector: values.sector,
    offer: values.offer,
    type: values.type || null,
    category: values.category || null,
    price: values.price === '' ? 0 : Number(values.price),
  }),
  schema: () => toolRequestSchema,
  send: (body, id) => sendListing<Tool>('tool', body, id),
  submit: 'listings.tools.submit',
  messages: {
    created: (t) => t('listing.toolCreated'),
    updated: (t) => t('listing.updated'),
    failed: (t) => t('listing.createFailed'),
  },
};

/** The Create Tool / Edit offer modal. */
export default function ToolEditor(props: ListingEditorProps<Tool>) {
  return <ListingFormDialog spec={toolForm} {...props} />;
}
