import { lagosParts } from '@creative-ng/shared/listings/constants';
import { type EventRequest, eventRequestSchema, eventUpdateSchema } from '@creative-ng/shared/listings/index';
import { IMAGE_TYPES } from '@creative-ng/shared/reference/constants';
import { EVENT_LOCATIONS } from '@creative-ng/shared/reference/options';
import { sendListing } from '../../../lib/listingApi';
import {
  EVENT_FORM_MESSAGES,
  LAGOS_DATE_TIME,
  ListingForm,
  ListingFormDialog,
  type ListingFormSpec,
} from '../components/ListingForm';
import type { TrainingEvent } from '../lib/listingsApi';
import type { ListingEditorProps } from './kind';

type TrainingField = 'title' | 'description' | 'location' | 'date' | 'time' | 'address' | 'link';

/**
 * Title, description, location (Online/Offline), date, time, address, link and at least one image (png, jpg,
 * jpeg, gif, bmp, webp), all required. Toasts 'Event successfully created' or 'Event creation failed'.
 */
export const trainingForm: ListingFormSpec<TrainingEvent, TrainingField, EventRequest> = {
  empty: { title: '', description: '', location: '', date: '', time: '', address: '', link: '' },
  fromItem: (item) => {
    const starts = lagosParts(new Date(item.date));
    return {
      title: item.title,
      description: item.description,
      location: item.location,
      date: starts.date,
      time: starts.time,
      address: item.address,
      link: item.link,
    };
  },
  fields: [
    { name: 'title', label: 'listings.fields.title' },
    { name: 'description', label: 'listings.fields.description', control: 'textarea' },
    {
      name: 'location',
      label: 'listings.fields.location',
      control: 'select',
      choices: { values: EVENT_LOCATIONS, labels: 'listings.eventLocation', empty: 'listings.fields.choose' },
    },
    LAGOS_DATE_TIME,
    { name: 'address', label: 'listings.fields.address', hint: 'listings.fields.addressHint' },
    { name: 'link', label: 'listings.fields.link', hint: 'listings.fields.linkHint', input: { type: 'url' } },
  ],
  images: { purpose: 'event', types: IMAGE_TYPES.training, label: 'listings.fields.images' },
  toBody: (values, images) => ({ ...values, images }),
  schema: (editing) => (editing ? eventUpdateSchema : eventRequestSchema),
  send: (body, id) => sendListing<TrainingEvent>('event', body, id),
  submit: 'listings.trainings.submit',
  messages: EVENT_FORM_MESSAGES,
  allRequiredFirst: true,
};

/** The training form on its own page (/trainingform), loaded by that page. */
export function TrainingPageForm({ onSaved }: { onSaved: (item: TrainingEvent) => void }) {
  return <ListingForm spec={trainingForm} onSaved={onSaved} />;
}

/** The Create a Training / Edit training modal. */
export default function TrainingEditor(props: ListingEditorProps<TrainingEvent>) {
  return <ListingFormDialog spec={trainingForm} {...props} />;
}
