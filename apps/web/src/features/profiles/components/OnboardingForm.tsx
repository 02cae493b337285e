import { normaliseNigerianPhone } from '@creative-ng/shared/accounts/rules';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { type FieldErrors, FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { ApiError } from '../../../lib/api';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { type ProfilesTranslate, useProfilesT } from '../i18n';
import {
  type BiodataValues,
  biodataRequest,
  biodataValuesOf,
  type CreativeProfile,
  clean,
  NEED_IDS,
} from '../lib/profile';
import { saveBiodata, updateCachedProfile } from '../lib/profilesApi';
import { AboutYouSection, IdentitySection, onboardingId, SupportSection, WorkSection } from './OnboardingSections';

/** The form's fields in page order (the first one in error gets focus). */
const ORDER = [
  'firstName',
  'lastName',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'stateOfOrigin',
  'lga',
  'employmentStatus',
  'levelOfEducation',
  'sector',
  'category',
  'skills',
  'skillLevel',
  ...NEED_IDS.map((need) => `detail_${need}`),
  'verificationMethod',
  'identificationNumber',
];

/** The shared biodata schema, loaded with the form's first check (zod is no part of the page's download). */
const loadSchema = async () => (await import('@creative-ng/shared/profiles/schemas')).creativeBiodataRequestSchema;

/** The values as sent: an identity already verified is not sent again. */
const bodyOf = (values: BiodataValues, verified: boolean) =>
  biodataRequest(verified ? { ...values, verificationMethod: '', identificationNumber: '' } : values);

/**
 * The form's own check beside the shared schema's: the phone number (sent in the path, not in the body) and a
 * number for the identity method chosen (the form's own message wins for a field both name).
 */
function ownCheck(values: BiodataValues, verified: boolean, t: ProfilesTranslate): FieldErrors {
  const own: FieldErrors = {};
  if (!clean(values.phoneNumber)) own.phoneNumber = t('profiles.onboarding.phoneRequired');
  else if (!normaliseNigerianPhone(values.phoneNumber)) own.phoneNumber = t('field.invalidPhone');
  if (!verified && values.verificationMethod && !clean(values.identificationNumber)) {
    own.identificationNumber = t('profile.identityFormat');
  }
  return own;
}

/**
 * Onboarding (the creative's biodata): every key of creativeBiodataRequestSchema plus the
 * phone number (sent in the path). Validated with the shared schema first; server messages go back to their
 * fields. Success: toast 'profile updated ' and back to /profilepage.
 */
export default function OnboardingForm({ profile }: { profile: CreativeProfile }) {
  const t = useProfilesT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const verified = Boolean(profile.verification_type);
  const kit = useSchemaForm<BiodataValues, undefined, unknown>({
    defaultValues: biodataValuesOf(profile),
    schema: loadSchema,
    input: (values) => bodyOf(values, verified),
    check: (values) => ownCheck(values, verified, t),
    unreachable: () => t('profiles.messages.genericError'),
    // The skills' message belongs to the input a skill is typed in (focus goes there).
    idOf: (field) => onboardingId(field === 'skills' ? 'skill-input' : field),
    order: ORDER,
  });
  const save = useMutation({
    mutationFn: ({ phone, body }: { phone: string; body: ReturnType<typeof bodyOf> }) => saveBiodata(phone, body),
  });

  // What is sent is the form's values (the phone number goes in the path); the checks have passed.
  const onSubmit = kit.submit(() => {
    const values = kit.form.getValues();
    const phone = normaliseNigerianPhone(values.phoneNumber);
    if (save.isPending || !phone) return;
    save.mutate(
      { phone, body: bodyOf(values, verified) },
      {
        onSuccess: (response) => {
          updateCachedProfile(client, response.data);
          toast.success(t('profile.updated'), { duration: TOAST_DURATIONS.profileUpdate });
          navigate('/profilepage');
        },
        onError: (cause) => {
          const fields = serverFieldErrors(cause);
          if (fields.phone_number) fields.phoneNumber = fields.phone_number;
          delete fields.phone_number;
          const message = failureMessage(cause, t('profiles.messages.genericError'));
          // Identity answers (not found, mismatch) come without a field: they are about the number.
          if (
            cause instanceof ApiError &&
            cause.status === 422 &&
            values.identificationNumber &&
            !fields.identificationNumber
          ) {
            fields.identificationNumber = message;
          }
          toast.error(message, { duration: TOAST_DURATIONS.profileUpdate });
          kit.fail({ ...fields, [FORM_ERROR]: message });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <p className="text-sm text-muted">{t('profiles.onboarding.requiredNote')}</p>
      <AboutYouSection form={kit} />
      <WorkSection form={kit} />
      <SupportSection form={kit} />
      <IdentitySection form={kit} verifiedBy={profile.verification_type} />
      <FormAlert message={kit.errors[FORM_ERROR]} />
      <SubmitButton busy={save.isPending}>
        {save.isPending ? t('profiles.onboarding.saving') : t('profiles.onboarding.submit')}
      </SubmitButton>
    </form>
  );
}
