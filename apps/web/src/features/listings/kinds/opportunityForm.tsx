import { lagosParts } from '@creative-ng/shared/listings/constants';
import {
  type OpportunityRequest,
  opportunityRequestSchema,
  opportunityUpdateSchema,
} from '@creative-ng/shared/listings/index';
import { IMAGE_TYPES } from '@creative-ng/shared/reference/constants';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@creative-ng/shared/reference/options';
import { messageText } from '../../../lib/language';
import { sendListing } from '../../../lib/listingApi';
import { ListingFormDialog, type ListingFormSpec } from '../components/ListingForm';
import type { Opportunity } from '../lib/listingsApi';
import type { ListingEditorProps } from './kind';

type OpportunityField =
  | 'title'
  | 'description'
  | 'date'
  | 'time'
  | 'deadline'
  | 'link'
  | 'timing'
  | 'address'
  | 'location'
  | 'level';

/**
 * Title, description, date, time, deadline, link, a .png image and timing are required ('All fields are
 * required'). Date and time are Nigerian time; the server stores UTC.
 */
export const opportunityForm: ListingFormSpec<Opportunity, OpportunityField, OpportunityRequest> = {
  empty: {
    title: '',
    description: '',
    date: '',
    time: '',
    deadline: '',
    link: '',
    timing: '',
    address: '',
    location: '',
    level: '',
  },
  fromItem: (item) => {
    const starts = lagosParts(new Date(item.date));
    return {
      title: item.title,
      description: item.description,
      date: starts.date,
      time: starts.time,
      deadline: lagosParts(new Date(item.deadline)).date,
      link: item.link,
      timing: item.timing,
      address: item.address ?? '',
      location: item.location ?? '',
      level: item.level ?? '',
    };
  },
  fields: [
    { name: 'title', label: 'listings.fields.title' },
    { name: 'description', label: 'listings.fields.description', control: 'textarea' },
    [
      { name: 'date', label: 'listings.fields.date', hint: 'listings.fields.lagosHint', input: { type: 'date' } },
      { name: 'time', label: 'listings.fields.time', hint: 'listings.fields.lagosHint', input: { type: 'time' } },
    ],
    { name: 'deadline', label: 'listings.fields.deadline', input: { type: 'date' } },
    { name: 'link', label: 'listings.fields.link', hint: 'listings.fields.linkHint', input: { type: 'url' } },
    {
      name: 'timing',
      label: 'listings.fields.timing',
      control: 'select',
      choices: { values: OPPORTUNITY_TIMINGS, labels: 'listings.timing', empty: 'listings.fields.choose' },
    },
    [
      {
        name: 'location',
        label: 'listings.fields.location',
        required: false,
        control: 'select',
        choices: { values: OPPORTUNITY_LOCATIONS, labels: 'listings.location', empty: 'listings.fields.notSaid' },
      },
      {
        name: 'level',
        label: 'listings.fields.level',
        required: false,
        control: 'select',
        choices: { values: OPPORTUNITY_LEVELS, labels: 'listings.level', empty: 'listings.fields.notSaid' },
      },
    ],
    { name: 'address', label: 'listings.fields.addressOptional', required: false },
  ],
  images: { purpose: 'opportunity', types: IMAGE_TYPES.opportunity, multiple: false, label: 'listings.fields.image' },
  toBody: (values, images) => ({
    ...values,
    images,
    address: values.address || null,
    location: values.location || null,
    level: values.level || null,
  }),
  schema: (editing) => (editing ? opportunityUpdateSchema : opportunityRequestSchema),
  send: (body, id) => sendListing<Opportunity>('opportunity', body, id),
  submit: 'listings.opportunities.submit',
  messages: {
    created: (_t, codes) => messageText(codes.eventCreated),
    updated: (_t, codes) => messageText(codes.updated),
    failed: (_t, codes) => messageText(codes.eventFailed),
  },
  allRequiredFirst: true,
};

/** The Create a Opportunity / Edit opportunity modal. */
export default function OpportunityEditor(props: ListingEditorProps<Opportunity>) {
  return <ListingFormDialog spec={opportunityForm} {...props} />;
}
