import type { Attendee, RegistrationState } from '@creative-ng/shared/listings/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Download } from 'lucide-react';
import { lazy, useState } from 'react';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { apiFetch } from '../../../lib/api';
import { downloadWithToken } from '../../../lib/download';
import { failureMessage } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { askToSignIn } from '../../../lib/signIn';
import { toast } from '../../../lib/toast';
import { ListingDetails } from '../components/ListingDetails';
import { useListingsT } from '../i18n';
import { trainingKind } from '../kinds/training';
import { formatLagosDateTime } from '../lib/format';
import { refreshListings, type TrainingEvent } from '../lib/listingsApi';

// Edit, Delete and the edit form load only for the partner who published the item.
const Editor = lazy(() => import('../kinds/trainingForm'));
const OwnerActions = lazy(() =>
  import('../components/OwnerActions').then((module) => ({ default: module.OwnerActions })),
);

/** The calendar file's address (public: no token needed). */
const calendarUrl = (id: string) => `/api/prop/event/${id}/calendar.ics`;

/** Registers for a training, or cancels the place. */
function useRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, register }: { id: string; register: boolean }) =>
      (
        await apiFetch<RegistrationState>(`/api/prop/event/${id}/registration`, {
          method: register ? 'PUT' : 'DELETE',
        })
      ).data,
    onSuccess: () => refreshListings(client),
  });
}

/** Register / cancel for creatives and businesses; the sign-in modal for visitors (then they register here). */
function Registration({ item }: { item: TrainingEvent }) {
  const t = useListingsT();
  const session = useSession();
  const registration = useRegistration();
  if (!session.accessToken) {
    return (
      <p className="text-ink">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => askToSignIn({ reason: t('listings.trainings.signInToRegister') })}
          className="min-h-11 font-semibold text-primary-dark underline"
        >
          {t('listings.trainings.signInToRegister')}
        </button>
      </p>
    );
  }
  if (session.userType !== 'user' && session.userType !== 'business') return null;
  if (item.past && !item.registered) return null;
  const act = (register: boolean) =>
    registration.mutate(
      { id: item.id, register },
      {
        onSuccess: () =>
          toast.success(register ? t('listing.registered') : t('listing.unregistered'), {
            duration: TOAST_DURATIONS.default,
          }),
        onError: (error) =>
          toast.error(failureMessage(error, t('listing.fetchFailed')), { duration: TOAST_DURATIONS.error }),
      },
    );
  return item.registered ? (
    <div className="flex flex-col gap-2 rounded-lg border border-primary-line bg-primary-soft p-3">
      <p className="font-semibold text-ink" role="status">
        {t('listings.trainings.youAreRegistered')}
      </p>
      <Button variant="secondary" disabled={registration.isPending} onClick={() => act(false)} className="w-fit">
        {t('listings.trainings.cancel')}
      </Button>
    </div>
  ) : (
    <Button disabled={registration.isPending} onClick={() => act(true)} className="w-fit">
      {t('listings.trainings.register')}
    </Button>
  );
}

/** The host's attendee list, with the CSV download. */
function Attendees({ item }: { item: TrainingEvent }) {
  const t = useListingsT();
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['listings', 'attendees', item.id, item.attendees],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: Attendee[] }>(`/api/prop/event/${item.id}/attendees`, { signal })).data.data,
  });
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(`/api/prop/event/${item.id}/attendees.csv`, 'attendees.csv');
    } catch (error) {
      toast.error(failureMessage(error, t('listing.fetchFailed')), { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="attendees-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="attendees-heading" className="text-xl font-bold text-ink">
          {t('listings.trainings.attendeesTitle', { n: item.attendees })}
        </h2>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-5" />
          {t('listings.trainings.downloadCsv')}
        </Button>
      </div>
      {list.data && list.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line">
          {list.data.map((person) => (
            <li key={person.id} className="flex flex-col py-2">
              <span className="font-semibold text-ink">{person.name}</span>
              <span className="break-all text-sm text-muted">{person.email}</span>
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="text-muted">{t('listings.trainings.noAttendees')}</p>
      ) : null}
    </section>
  );
}

/** /training/:id: title, description, location, date/time, first image or a fallback, 'Attend', back link. */
export default function TrainingDetailsPage() {
  const t = useListingsT();
  return (
    <ListingDetails<TrainingEvent>
      Editor={Editor}
      OwnerActions={OwnerActions}
      kind={trainingKind}
      facts={(item) => [
        { label: t('listings.fields.when'), value: formatLagosDateTime(item.date) },
        {
          label: t('listings.fields.location'),
          value: `${t(`listings.eventLocation.${item.location}`)} · ${item.address}`,
          className: 'break-words',
        },
        { label: t('listings.fields.partner'), value: item.author.name },
        {
          label: t('listings.fields.attendees'),
          value: t('listings.trainings.attendees', { n: item.attendees }),
          live: true,
        },
      ]}
      parts={{
        afterFacts: (item) =>
          item.past ? <p className="font-semibold text-muted">{t('listings.trainings.tookPlace')}</p> : null,
        beforeActions: (item) => <Registration item={item} />,
        afterLink: (item) => (
          <a href={calendarUrl(item.id)} download className={buttonClasses({ variant: 'secondary' })}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('listings.trainings.addToCalendar')}
          </a>
        ),
        lastAction: (item) =>
          item.own ? null : (
            <StartConversationButton
              subject={{ subject_type: 'training', subject_id: item.id }}
              label="startChat.messagePartner"
            />
          ),
        after: (item) => (item.own ? <Attendees item={item} /> : null),
      }}
    />
  );
}
