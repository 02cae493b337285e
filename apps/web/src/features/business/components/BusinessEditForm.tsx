import { FIELD_MESSAGES } from '@creative-ng/shared/accounts/messages';
import { businessEditRequestSchema } from '@creative-ng/shared/profiles/business';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import type { NeedType } from '@creative-ng/shared/reference/needs';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/form/controls';
import { Button, Spinner } from '../../../components/ui';
import { useReference } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import {
  type FieldErrors,
  FORM_ERROR,
  firstErrorField,
  hasErrors,
  validate,
  withoutError,
} from '../../accounts/lib/forms';
import { useFocusById } from '../../accounts/lib/hooks';
import { useBusinessT } from '../i18n';
import { type BusinessProfile, editBusinessProfile, setCachedBusinessProfile } from '../lib/businessApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import {
  type BusinessForm,
  changedPayload,
  FORM_FIELD_ORDER,
  formFromProfile,
  NEEDS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type TextFieldName,
} from '../lib/payload';

export const EDIT_FIELD_ID = (field: string) => `business-edit-${field}`;
const ALERT_ID = 'business-edit-alert';

/**
 * Edit business details: names, sector and area, state and LGA,
 * address, phone, website, social links chosen with checkboxes, and support needs. Checked with the shared
 * businessEditRequestSchema; only changed fields are sent. Field errors (from the schema or the server) sit
 * under their fields, and the first one gets focus.
 */
export function BusinessEditForm({ profile, onDone }: { profile: BusinessProfile; onDone: () => void }) {
  const t = useBusinessT();
  const client = useQueryClient();
  const focus = useFocusById();
  const reference = useReference();
  const initial = useMemo(() => formFromProfile(profile), [profile]);
  const [form, setForm] = useState<BusinessForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const tr = (text: string) => messageText(text);

  const sectors = reference.data?.sectorGroups ?? [];
  const states = reference.data?.states ?? [];
  const areas = sectors.find((group) => group.name === form.text.sector)?.categories ?? [];
  const lgas = states.find((state) => state.state === form.text.state)?.lgas ?? [];
  const questions = (need: NeedType) => reference.data?.needTypes.find((item) => item.id === need)?.questions ?? [];

  const clear = (...fields: string[]) =>
    setErrors((current) =>
      fields.reduce((next, field) => withoutError(next, field), withoutError(current, FORM_ERROR)),
    );

  const changeText = (field: TextFieldName) => (value: string) => {
    setForm((current) => {
      const text = { ...current.text, [field]: value };
      // The area belongs to the sector and the LGA to the state: a new sector or state empties them.
      if (field === 'sector' && value !== current.text.sector) text.area = '';
      if (field === 'state' && value !== current.text.state) text.lga = '';
      return { ...current, text };
    });
    clear(field, ...(field === 'sector' ? ['area'] : field === 'state' ? ['lga'] : []));
  };

  const changeSocial = (network: SocialNetwork, next: Partial<{ on: boolean; text: string }>) => {
    setForm((current) => ({
      ...current,
      social: { ...current.social, [network]: { ...current.social[network], ...next } },
    }));
    clear(network);
  };

  const changeNeed = (need: NeedType, next: Partial<{ on: boolean; text: string }>) => {
    setForm((current) => ({ ...current, needs: { ...current.needs, [need]: { ...current.needs[need], ...next } } }));
    clear(`need_${need}`, `detail_${need}`);
  };

  function show(raw: FieldErrors) {
    // A message for a field this form has no input for is shown above the buttons, never dropped.
    const next: FieldErrors = {};
    const unplaced: string[] = [];
    for (const [field, message] of Object.entries(raw)) {
      if (!message) continue;
      if (field === FORM_ERROR || FORM_FIELD_ORDER.includes(field)) next[field] = message;
      else unplaced.push(message);
    }
    if (unplaced.length > 0) next[FORM_ERROR] = [next[FORM_ERROR], ...unplaced].filter(Boolean).join(' ');
    setErrors(next);
    const first = firstErrorField(next, FORM_FIELD_ORDER);
    focus(first && first !== FORM_ERROR && FORM_FIELD_ORDER.includes(first) ? EDIT_FIELD_ID(first) : ALERT_ID);
  }

  /** A ticked network needs its address (unticking is how a link is removed). */
  function socialProblems(): FieldErrors {
    const problems: FieldErrors = {};
    for (const network of SOCIAL_NETWORKS) {
      if (form.social[network].on && form.social[network].text.trim() === '')
        problems[network] = tr(messageText(FIELD_MESSAGES.invalidUrl));
    }
    return problems;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const changes = changedPayload(form, initial);
    const social = socialProblems();
    const checked = validate(businessEditRequestSchema, changes);
    const problems: FieldErrors = { ...social };
    if (!checked.ok)
      for (const [field, message] of Object.entries(checked.errors)) if (message) problems[field] ??= tr(message);
    if (hasErrors(problems)) return show(problems);
    if (Object.keys(changes).length === 0) {
      toast.info(t('business.edit.noChanges'));
      onDone();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      // The transformed body: canonical state and LGA names, trimmed texts.
      const response = await editBusinessProfile(checked.ok ? (checked.data as Record<string, unknown>) : changes);
      setCachedBusinessProfile(client, response.data);
      toast.success(tr(response.message) || t('business.messages.updated'), {
        duration: TOAST_DURATIONS.profileUpdate,
      });
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error, tr);
      const message = failureMessage(error, t('business.edit.failed'), tr);
      if (Object.keys(fields).length > 0) return show(fields);
      toast.error(message);
      show({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  const id = EDIT_FIELD_ID;
  const referenceMissing = !reference.data;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('business.edit.requiredNote')}</p>
      <TextField
        id={id('trade_name')}
        label={t('business.profile.tradeName')}
        autoComplete="organization"
        required
        value={form.text.trade_name}
        onValueChange={changeText('trade_name')}
        error={errors.trade_name}
      />
      <TextField
        id={id('registered_name')}
        label={t('business.profile.registeredName')}
        hint={t('business.profile.registeredNameHint')}
        value={form.text.registered_name}
        onValueChange={changeText('registered_name')}
        error={errors.registered_name}
      />
      {referenceMissing ? (
        reference.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('business.profile.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void reference.refetch()}>
              {t('business.profile.retry')}
            </Button>
          </div>
        ) : (
          <Spinner />
        )
      ) : null}
      <SelectField
        id={id('sector')}
        label={t('business.profile.sector')}
        placeholder={t('business.profile.chooseSector')}
        required
        disabled={sectors.length === 0}
        options={sectors.map((group) => ({ value: group.name, label: group.name }))}
        value={form.text.sector}
        onValueChange={changeText('sector')}
        error={errors.sector}
      />
      <SelectField
        id={id('area')}
        label={t('business.profile.area')}
        placeholder={form.text.sector ? t('business.profile.chooseArea') : t('business.profile.chooseSectorFirst')}
        required
        disabled={areas.length === 0}
        options={areas.map((area) => ({ value: area, label: area }))}
        value={form.text.area}
        onValueChange={changeText('area')}
        error={errors.area}
      />
      <SelectField
        id={id('state')}
        label={t('business.profile.state')}
        placeholder={t('business.profile.chooseState')}
        required
        disabled={states.length === 0}
        options={states.map((state) => ({ value: state.state, label: state.state }))}
        value={form.text.state}
        onValueChange={changeText('state')}
        error={errors.state}
      />
      <SelectField
        id={id('lga')}
        label={t('business.profile.lga')}
        placeholder={form.text.state ? t('business.profile.chooseLga') : t('business.profile.chooseStateFirst')}
        required
        disabled={lgas.length === 0}
        options={lgas.map((lga) => ({ value: lga, label: lga }))}
        value={form.text.lga}
        onValueChange={changeText('lga')}
        error={errors.lga}
      />
      <TextAreaField
        id={id('address')}
        label={t('business.profile.address')}
        rows={3}
        maxLength={300}
        value={form.text.address}
        onValueChange={changeText('address')}
        error={errors.address}
      />
      <TextField
        id={id('phone_number')}
        label={t('business.profile.phone')}
        hint={t('business.profile.phoneHint')}
        type="tel"
        autoComplete="tel"
        required
        value={form.text.phone_number}
        onValueChange={changeText('phone_number')}
        error={errors.phone_number}
      />
      <TextField
        id={id('website')}
        label={t('business.profile.website')}
        hint={t('business.profile.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://"
        value={form.text.website}
        onValueChange={changeText('website')}
        error={errors.website}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-ink">{t('business.profile.socialLegend')}</legend>
        <p className="text-sm text-muted">{t('business.profile.socialHint')}</p>
        {SOCIAL_NETWORKS.map((network) => {
          const name = t(`business.profile.${network}`);
          return (
            <CheckboxField
              key={network}
              id={id(`show_${network}`)}
              label={name}
              checked={form.social[network].on}
              onCheckedChange={(on) => {
                changeSocial(network, { on });
                if (on) focus(id(network));
              }}
            >
              {form.social[network].on ? (
                <TextField
                  id={id(network)}
                  label={t('business.profile.socialUrl', { network: name })}
                  hint={t('business.profile.urlHint')}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="https://"
                  value={form.social[network].text}
                  onValueChange={(text) => changeSocial(network, { text })}
                  error={errors[network]}
                  className="mb-2"
                />
              ) : null}
            </CheckboxField>
          );
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-ink">{t('business.profile.needsLegend')}</legend>
        <p className="text-sm text-muted">{t('business.profile.needsHint')}</p>
        {NEEDS.map((need) => {
          const label = t(`business.needs.${need}`);
          return (
            <CheckboxField
              key={need}
              id={id(`need_${need}`)}
              label={label}
              checked={form.needs[need].on}
              onCheckedChange={(on) => changeNeed(need, { on })}
              error={errors[`need_${need}`]}
            >
              {form.needs[need].on ? (
                <TextAreaField
                  id={id(`detail_${need}`)}
                  label={t('business.profile.needDetails', { need: label.toLowerCase() })}
                  hint={
                    questions(need).length > 0 ? (
                      <span className="flex flex-col">
                        {questions(need).map((question) => (
                          <span key={question}>{question}</span>
                        ))}
                      </span>
                    ) : undefined
                  }
                  maxLength={2000}
                  value={form.needs[need].text}
                  onValueChange={(text) => changeNeed(need, { text })}
                  error={errors[`detail_${need}`]}
                  className="mb-2"
                />
              ) : null}
            </CheckboxField>
          );
        })}
      </fieldset>
      <div id={ALERT_ID} tabIndex={-1} className="outline-none">
        <FormAlert message={errors[FORM_ERROR]} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('business.edit.cancel')}
        </Button>
        <SubmitButton busy={busy} className="sm:w-auto">
          {busy ? t('business.edit.busy') : t('business.edit.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
