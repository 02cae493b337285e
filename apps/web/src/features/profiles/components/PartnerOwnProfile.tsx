import { partnerEditRequestSchema } from '@creative-ng/shared/profiles/partner';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '@creative-ng/shared/reference/options';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Clock, Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { usePageTitle } from '../../../components/usePageTitle';
import { apiFetch } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { type FieldErrors, FORM_ERROR, firstErrorField, validate, withoutError } from '../../accounts/lib/forms';
import { useFocusById } from '../../accounts/lib/hooks';
import { type ProfilesTranslate, useProfilesT } from '../i18n';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import {
  approvalState,
  PARTNER_EDIT_FIELDS,
  type PartnerEditField,
  type PartnerEditValues,
  type PartnerOwnProfile as Profile,
  partnerEditChanges,
  partnerEditValuesOf,
} from '../lib/partner';
import { profileKeys } from '../lib/profilesApi';
import { PhotoUpload } from './PhotoUpload';
import { CARD, CARD_TITLE, CoverImage, FactList, formatDate, optionLabel, ProfilePicture } from './ProfileParts';

/*
 * The partner's own profile (/profilepage for partners): logo and cover, organisation details, the contact
 * person (only the owner and admins see it), partnership details, the approval state, and an edit dialog.
 * GET and PUT /api/prop/partner-reg/profile; images through PUT /api/prop/account/profile_image.
 */

const OWN_KEY = ['profiles', 'partner-reg'] as const;
/** The partner's logo and cover show in this page's query and in its public view of itself. */
const PHOTO_QUERIES = [OWN_KEY, profileKeys.partnerOwn] as const;

function usePartnerProfile() {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: async ({ signal }) => (await apiFetch<Profile>('/api/prop/partner-reg/profile', { signal })).data,
    staleTime: 60_000,
  });
}

/** The new profile everywhere at once: this page's query and the partner's public view of itself. */
function savedProfile(client: QueryClient, profile: Profile) {
  client.setQueryData(OWN_KEY, profile);
  void client.invalidateQueries({ queryKey: profileKeys.partnerOwn });
}

/** Approved → may publish; pending → the notice every unapproved partner sees. */
function ApprovalCard({ profile }: { profile: Profile }) {
  const t = useProfilesT();
  if (approvalState(profile) === 'approved') {
    const since = formatDate(profile.approved_at);
    return (
      <section
        aria-labelledby="partner-approval"
        className="flex flex-col gap-1 rounded-xl border border-primary-line bg-primary-soft p-4"
      >
        <h2 id="partner-approval" className="flex items-center gap-2 font-bold text-primary-darker">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {t('profiles.partner.approvedTitle')}
        </h2>
        <p className="text-ink">{t('profiles.partner.approved')}</p>
        {since ? <p className="text-sm text-muted">{t('profiles.partner.approvedSince', { date: since })}</p> : null}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="partner-approval"
      className="flex flex-col gap-1 rounded-xl border border-warning-line bg-warning-soft p-4"
    >
      <h2 id="partner-approval" className="flex items-center gap-2 font-bold text-ink">
        <Clock aria-hidden="true" className="size-5 text-warning" />
        {t('profiles.partner.pendingTitle')}
      </h2>
      <p className="text-ink">{t('profiles.partner.pending')}</p>
    </section>
  );
}

const fieldId = (field: PartnerEditField) => `partner-edit-${field}`;

function EditPartnerDialog({
  profile,
  open,
  onOpenChange,
  returnFocusRef,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const t = useProfilesT();
  const client = useQueryClient();
  const focus = useFocusById();
  const [initial] = useState<PartnerEditValues>(() => partnerEditValuesOf(profile));
  const [values, setValues] = useState<PartnerEditValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (field: PartnerEditField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function fail(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, PARTNER_EDIT_FIELDS);
    if (first && first !== FORM_ERROR) focus(fieldId(first as PartnerEditField));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const changes = partnerEditChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    const checked = validate(partnerEditRequestSchema, changes);
    if (!checked.ok) {
      return fail(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, text]) => [field, text ? messageText(text) : text]),
        ),
      );
    }
    setBusy(true);
    setErrors({});
    try {
      const response = await apiFetch<Profile>('/api/prop/partner-reg/profile', { method: 'PUT', json: changes });
      savedProfile(client, response.data);
      toast.success(t('profiles.messages.updated'), { duration: TOAST_DURATIONS.profileUpdate });
      onOpenChange(false);
    } catch (cause) {
      const fields = serverFieldErrors(cause, t);
      const message = failureMessage(cause, t('profiles.messages.genericError'), t);
      toast.error(message, { duration: TOAST_DURATIONS.profileUpdate });
      fail(Object.keys(fields).length > 0 ? { ...fields, [FORM_ERROR]: message } : { [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  const text = (field: PartnerEditField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={values[field]}
      onValueChange={change(field)}
      error={errors[field]}
      {...extra}
    />
  );
  const select = (field: PartnerEditField, label: string, options: readonly string[]) => (
    <SelectField
      id={fieldId(field)}
      label={label}
      placeholder={t('profiles.choose')}
      options={options.map((value) => ({ value, label: optionLabel(t, value) }))}
      value={values[field]}
      onValueChange={change(field)}
      error={errors[field]}
      required
    />
  );
  const area = (field: PartnerEditField, label: string) => (
    <TextAreaField
      id={fieldId(field)}
      label={label}
      rows={4}
      maxLength={2000}
      value={values[field]}
      onValueChange={change(field)}
      error={errors[field]}
      required
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profiles.partner.editTitle')}
      description={t('profiles.partner.editDescription')}
      returnFocusRef={returnFocusRef}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 font-bold text-ink">{t('profiles.partner.orgTitle')}</legend>
          {text('name', t('profiles.partner.name'), { required: true, maxLength: 160, autoComplete: 'organization' })}
          {text('website', t('profiles.partner.website'), {
            hint: t('profiles.partner.websiteHint'),
            type: 'url',
            inputMode: 'url',
            autoComplete: 'url',
            autoCapitalize: 'none',
            spellCheck: false,
          })}
          {select('industry', t('profiles.partner.industry'), ORGANIZATION_SECTORS)}
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 font-bold text-ink">{t('profiles.partner.contactTitle')}</legend>
          {text('user_name', t('profiles.partner.contactName'), {
            required: true,
            maxLength: 120,
            autoComplete: 'name',
          })}
          {text('user_email', t('profiles.partner.contactEmail'), {
            required: true,
            type: 'email',
            autoComplete: 'email',
            autoCapitalize: 'none',
            spellCheck: false,
          })}
          {text('user_phone_number', t('profiles.partner.contactPhone'), {
            required: true,
            type: 'tel',
            autoComplete: 'tel',
            hint: t('profiles.partner.contactPhoneHint'),
          })}
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 font-bold text-ink">{t('profiles.partner.partnershipTitle')}</legend>
          {select('partner_type', t('profiles.partner.partnerType'), PARTNER_TYPES)}
          {area('goals', t('profiles.partner.goals'))}
          {area('outcome', t('profiles.partner.outcome'))}
        </fieldset>
        <FormAlert id="partner-edit-alert" message={errors[FORM_ERROR]} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="min-h-11 rounded-lg px-4 font-semibold text-ink hover:bg-canvas"
          >
            {t('profiles.cancel')}
          </button>
          <SubmitButton busy={busy} className="sm:w-fit">
            {busy ? t('profiles.saving') : t('profiles.partner.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className={CARD_TITLE}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function websiteLink(t: ProfilesTranslate, website: string | null) {
  if (!website) return <span className="text-muted">{t('profiles.partner.noWebsite')}</span>;
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all font-semibold text-primary-dark underline"
    >
      {website}
    </a>
  );
}

function PartnerProfileView({ profile }: { profile: Profile }) {
  const t = useProfilesT();
  const editButton = useRef<HTMLButtonElement>(null);
  const [editOpen, setEditOpen] = useState(false);
  // Each opening starts from the saved profile (a new key).
  const [editRound, setEditRound] = useState(0);

  return (
    <div className="flex flex-col gap-5">
      <article
        aria-labelledby="partner-name"
        className="overflow-hidden rounded-xl border border-line bg-white shadow-sm"
      >
        <CoverImage src={profile.cover_photo}>
          <PhotoUpload kind="cover" refresh={PHOTO_QUERIES} className="absolute right-2 bottom-2" />
        </CoverImage>
        <div className="flex flex-col gap-3 px-4 pb-4">
          <div className="relative -mt-12 flex items-end gap-2">
            <ProfilePicture name={profile.name} src={profile.logo} className="border-4 border-white" />
            <PhotoUpload
              kind="profile"
              label={t('profiles.partner.changeLogo')}
              hint={t('profiles.partner.logoHint')}
              refresh={PHOTO_QUERIES}
              className="-ml-10 items-start"
            />
          </div>
          <div>
            <h1 id="partner-name" className="text-2xl font-bold text-ink">
              {profile.name}
            </h1>
            <p className="text-muted">{profile.email}</p>
          </div>
          <Button
            ref={editButton}
            variant="secondary"
            className="w-full sm:w-fit"
            onClick={() => {
              setEditRound((round) => round + 1);
              setEditOpen(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-5" />
            {t('profiles.partner.edit')}
          </Button>
        </div>
      </article>

      <ApprovalCard profile={profile} />

      <div className="grid gap-5 md:grid-cols-2">
        <Section id="partner-org" title={t('profiles.partner.orgTitle')}>
          <FactList
            items={[
              { label: t('profiles.partner.name'), value: profile.name },
              { label: t('profiles.partner.website'), value: websiteLink(t, profile.website) },
              { label: t('profiles.partner.industry'), value: optionLabel(t, profile.industry) },
            ]}
          />
        </Section>
        <Section id="partner-contact" title={t('profiles.partner.contactTitle')}>
          <FactList
            items={[
              { label: t('profiles.partner.contactName'), value: profile.contact.name },
              { label: t('profiles.partner.contactEmail'), value: profile.contact.email },
              { label: t('profiles.partner.contactPhone'), value: profile.contact.phone },
            ]}
          />
          <p className="text-sm text-muted">{t('profiles.partner.contactNote')}</p>
        </Section>
      </div>

      <Section id="partner-partnership" title={t('profiles.partner.partnershipTitle')}>
        <FactList
          items={[
            { label: t('profiles.partner.partnerType'), value: optionLabel(t, profile.partner_type) },
            { label: t('profiles.partner.goals'), value: <span className="whitespace-pre-line">{profile.goals}</span> },
            {
              label: t('profiles.partner.outcome'),
              value: <span className="whitespace-pre-line">{profile.outcome}</span>,
            },
          ]}
        />
      </Section>

      {editRound > 0 ? (
        <EditPartnerDialog
          key={editRound}
          profile={profile}
          open={editOpen}
          onOpenChange={setEditOpen}
          returnFocusRef={editButton}
        />
      ) : null}
    </div>
  );
}

/** /profilepage for a partner. */
export function PartnerOwnProfile() {
  const t = useProfilesT();
  const query = usePartnerProfile();
  usePageTitle(t('page.ownProfile.title'));

  if (query.isPending) {
    return (
      <Page title={t('page.ownProfile.title')}>
        <p role="status">{t('profiles.partner.loading')}</p>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={t('page.ownProfile.title')}>
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-danger-soft p-4"
        >
          <p className="font-medium text-ink">{failureMessage(query.error, t('profiles.partner.loadFailed'), t)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('profiles.retry')}
          </Button>
        </div>
      </Page>
    );
  }
  return <PartnerProfileView profile={query.data} />;
}
