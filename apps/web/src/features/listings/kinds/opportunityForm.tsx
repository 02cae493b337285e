import { lagosParts } from '@creative-ng/shared/listings/constants';
import {
  type OpportunityRequest,
  opportunityRequestSchema,
  opportunityUpdateSchema,
} from '@creative-ng/shared/listings/index';
import { IMAGE_TYPES } from '@creative-ng/shared/reference/constants';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@creative-ng/shared/reference/options';
import { sendListing } from '../../../lib/listingApi';
import {
  EVENT_FORM_MESSAGES,
  LAGOS_DATE_TIME,
  ListingFormDialog,
  type ListingFormSpec,
  optionalChoice,
} from '../components/ListingForm';
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
    LAGOS_DATE_TIME,
    { name: 'deadline', label: 'listings.fields.deadline', input: { type: 'date' } },
    { name: 'link', label: 'listings.fields.link', hint: 'listings.fields.linkHint', input: { type: 'url' } },
    {
      name: 'timing',
      label: 'listings.fields.timing',
      control: 'select',
      choices: { values: OPPORTUNITY_TIMINGS, labels: 'listings.timing', empty: 'listings.fields.choose' },
    },
    [
      optionalChoice('location', 'listings.fields.location', OPPORTUNITY_LOCATIONS, 'listings.location'),
      optionalChoice('level', 'listings.fields.level', OPPORTUNITY_LEVELS, 'listings.level'),
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
  messages: EVENT_FORM_MESSAGES,
  allRequiredFirst: true,
};

/** The Create a Opportunity / Edit opportunity modal. */
export default function OpportunityEditor(props: ListingEditorProps<Opportunity>) {
  return <ListingFormDialog spec={opportunityForm} {...props} />;
}
