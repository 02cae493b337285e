import type { Attendee } from '@creative-ng/shared/listings/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, Download, ExternalLink as ExternalIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Spinner';
import { apiFetch } from '../../../lib/api';
import { downloadWithToken } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { askToSignIn } from '../../../lib/signIn';
import { toast } from '../../../lib/toast';
import { ExternalLink, ListingPicture, SaveButton } from '../components/ListParts';
import { useListingsT } from '../i18n';
import { formatLagosDateTime } from '../lib/format';
import { calendarUrl, type TrainingEvent, useListingItem, useRegistration } from '../lib/listingsApi';
import { failureMessage } from '../lib/messages';

// Edit and delete (with the dialog library) load only for the partner who published the item.
const OwnerActions = lazy(() =>
  import('../components/OwnerActions').then((module) => ({ default: module.OwnerActions })),
);
const CreateTrainingDialog = lazy(() =>
  import('../components/CreateTrainingDialog').then((module) => ({ default: module.CreateTrainingDialog })),
);

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
          toast.success(register ? t('listings.messages.registered') : t('listings.messages.unregistered'), {
            duration: TOAST_DURATIONS.default,
          }),
        onError: (error) =>
          toast.error(failureMessage(error, t('listings.messages.fetchFailed')), { duration: TOAST_DURATIONS.error }),
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
      toast.error(failureMessage(error, t('listings.messages.fetchFailed')), { duration: TOAST_DURATIONS.error });
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
  const { id } = useParams();
  const query = useListingItem<TrainingEvent>('event', id);
  const [editing, setEditing] = useState(false);

  const back = (
    <Link to="/trainingPage" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t('listings.trainings.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <Page title={t('page.trainingDetails.title')}>
        <Skeleton className="aspect-video w-full rounded-xl" />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page title={t('page.trainingDetails.title')}>
        {back}
        <EmptyState title={failureMessage(query.error, t('listings.messages.eventNotFound'))} />
      </Page>
    );
  }
  const item = query.data;
  return (
    <Page title={item.title}>
      {back}
      <article className="flex flex-col gap-4 overflow-hidden rounded-xl border border-line bg-white">
        <ListingPicture
          image={item.media[0]}
          alt={t('listings.trainings.imageAlt', { title: item.title })}
          eager
          sizes="(min-width: 1024px) 768px, 100vw"
        />
        <div className="flex flex-col gap-3 p-4">
          <dl className="grid gap-3 text-ink sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.when')}</dt>
              <dd className="font-semibold">{formatLagosDateTime(item.date)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.location')}</dt>
              <dd className="font-semibold break-words">
                {t(`listings.eventLocation.${item.location}`)} · {item.address}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.partner')}</dt>
              <dd className="font-semibold">{item.author.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('listings.fields.attendees')}</dt>
              <dd className="font-semibold" aria-live="polite">
                {t('listings.trainings.attendees', { n: item.attendees })}
              </dd>
            </div>
          </dl>
          {item.past ? <p className="font-semibold text-muted">{t('listings.trainings.tookPlace')}</p> : null}
          <h2 className="text-lg font-bold text-ink">{t('listings.tools.description')}</h2>
          <p className="whitespace-pre-line break-words text-ink">{item.description}</p>
          <Registration item={item} />
          <div className="flex flex-wrap gap-2">
            <ExternalLink href={item.link}>
              {t('listings.attend')}
              <ExternalIcon aria-hidden="true" className="size-5" />
            </ExternalLink>
            <a href={calendarUrl(item.id)} download className={buttonClasses({ variant: 'secondary' })}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              {t('listings.trainings.addToCalendar')}
            </a>
            <SaveButton kind="event" id={item.id} saved={item.saved} title={item.title} />
            {item.own ? null : (
              <StartConversationButton
                subject={{ subject_type: 'training', subject_id: item.id }}
                label="startChat.messagePartner"
              />
            )}
          </div>
          {item.own ? (
            <Suspense fallback={null}>
              <OwnerActions
                kind="event"
                id={item.id}
                title={item.title}
                listPath="/trainingpage"
                onEdit={() => setEditing(true)}
              />
            </Suspense>
          ) : null}
          {editing ? (
            <Suspense fallback={null}>
              <CreateTrainingDialog open={editing} onOpenChange={setEditing} editing={item} />
            </Suspense>
          ) : null}
        </div>
      </article>
      {item.own ? <Attendees item={item} /> : null}
    </Page>
  );
}
