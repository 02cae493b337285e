import type { AvailabilityRequest, SkillsRequest } from '@creative-ng/shared/profiles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField } from '../../../components/form/controls';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Button } from '../../../components/ui';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useReference } from '../../../lib/api';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useWrite } from '../../../lib/write';
import { useProfilesT } from '../i18n';
import { type CreativeProfile, clean, hasSkill, skillSuggestions } from '../lib/profile';
import {
  addSkills,
  removeSkill,
  type Skill,
  saveAvailability,
  updateCachedProfile,
  updateCachedSkills,
} from '../lib/profilesApi';
import { availabilityLabel, SkillChip } from './ProfileParts';

const SKILL_MAX = 60;

/** A skill as it is kept: trimmed, its spaces single. */
const skillName = (text: string) => clean(text).replace(/\s+/g, ' ');

/** The shared skills and availability schemas, loaded with a form's first check. */
const loadSkillsSchema = async () => (await import('@creative-ng/shared/profiles/schemas')).skillsRequestSchema;
const loadAvailabilitySchema = async () =>
  (await import('@creative-ng/shared/profiles/schemas')).availabilityRequestSchema;

/**
 * The skills editor: type or pick a skill (the sector categories are suggestions),
 * add it, remove any. A skill already on the list is refused with 'You have already added this skill.'
 */
export function SkillsEditor({ profile }: { profile: CreativeProfile }) {
  const t = useProfilesT();
  const client = useQueryClient();
  const reference = useReference();
  const listId = useId();
  const [announcement, setAnnouncement] = useState('');
  const skills = profile.skills.map((skill) => ({ id: skill.id, name: clean(skill.name) || clean(skill.skill?.name) }));
  const suggestions = skillSuggestions(reference.data?.sectorGroups);
  // The skill typed, under the schema's name: the shared schema checks it as the one skill sent.
  const kit = useSchemaForm<{ skills: string }, undefined, SkillsRequest>({
    defaultValues: { skills: '' },
    schema: loadSkillsSchema,
    input: (values) => ({ skills: [skillName(values.skills)] }),
    check: (values) => {
      const name = skillName(values.skills);
      if (!name) return { skills: t('profiles.skills.empty') };
      if (Array.from(name).length > SKILL_MAX) return { skills: t('field.tooLong') };
      if (
        hasSkill(
          skills.map((skill) => skill.name),
          name,
        )
      )
        return { skills: t('profile.skillExists') };
      return {};
    },
    unreachable: () => t('profiles.messages.genericError'),
    idOf: () => `${listId}-input`,
    order: ['skills'],
  });
  const adding = useMutation({ mutationFn: addSkills });

  const add = kit.submit(({ skills: [name = ''] }) => {
    if (adding.isPending) return;
    adding.mutate([name], {
      onSuccess: (response) => {
        updateCachedSkills(client, response.data as Skill[]);
        kit.form.reset({ skills: '' });
        setAnnouncement(t('profiles.skills.added', { skill: name }));
        toast.success(t('profile.skillAdded'));
      },
      onError: (cause) => {
        const fields = serverFieldErrors(cause);
        kit.showErrors({
          skills:
            fields.skills ?? Object.values(fields)[0] ?? failureMessage(cause, t('profiles.messages.genericError')),
        });
      },
    });
  });
  const busy = adding.isPending;

  const removal = useWrite({ fallback: t('profiles.messages.removeFailed') });
  const removing = removal.pending;
  function remove(skill: { id: string; name: string }) {
    if (removing) return;
    removal.run({
      key: skill.id,
      work: () => removeSkill(skill.id),
      after: (response) => {
        updateCachedSkills(client, response.data);
        setAnnouncement(t('profiles.skills.removed', { skill: skill.name }));
        document.getElementById(`${listId}-input`)?.focus();
      },
    });
  }

  return (
    <section aria-labelledby="skills-editor-title" className={CARD}>
      <h2 id="skills-editor-title" className={CARD_TITLE}>
        {t('profiles.skills.title')}
      </h2>
      {skills.length === 0 ? (
        <p className="text-muted">{t('profiles.skills.none')}</p>
      ) : (
        <ul aria-label={t('profiles.skills.yours')} className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <SkillChip
              key={skill.id}
              name={skill.name}
              onRemove={() => remove(skill)}
              disabled={removing === skill.id}
            />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(event) => void add(event)} className="flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <TextField
            {...kit.field('skills')}
            className="min-w-0 flex-1"
            label={t('profiles.skills.add')}
            hint={t('profiles.skills.hint')}
            list={`${listId}-suggestions`}
            autoComplete="off"
            maxLength={SKILL_MAX * 2}
          />
        </div>
        <datalist id={`${listId}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <Button type="submit" variant="secondary" aria-disabled={busy || undefined} className="w-full sm:w-fit">
          <Plus aria-hidden="true" className="size-5" />
          {busy ? t('profiles.skills.adding') : t('profiles.skills.addButton')}
        </Button>
      </form>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

const NOT_AVAILABLE = 'none';

/** The availability editor: Full Time / Part Time / Contract / Not available, and remote yes/no, saved to the server. */
export function AvailabilityEditor({ profile }: { profile: CreativeProfile }) {
  const t = useProfilesT();
  const client = useQueryClient();
  const name = useId();
  const saved = { type: profile.status ?? NOT_AVAILABLE, open_to_remote: profile.open_to_remote };
  const kit = useSchemaForm<typeof saved, undefined, AvailabilityRequest>({
    defaultValues: saved,
    schema: loadAvailabilitySchema,
    input: (values) => ({
      availability: values.type === NOT_AVAILABLE ? null : values.type,
      open_to_remote: values.open_to_remote,
    }),
    unreachable: () => t('profiles.messages.genericError'),
    idOf: (field) => `${name}-${field}`,
  });
  const { type, open_to_remote: remote } = kit.values;
  const changed = type !== saved.type || remote !== saved.open_to_remote;
  const options = ['Full Time', 'Part Time', 'Contract', NOT_AVAILABLE];
  const saving = useMutation({ mutationFn: saveAvailability });
  const busy = saving.isPending;
  const error = kit.errors[FORM_ERROR];

  const save = kit.submit((body) => {
    if (busy || !changed) return;
    saving.mutate(body, {
      onSuccess: (response) => {
        updateCachedProfile(client, response.data);
        toast.success(t('profile.availabilitySaved'));
      },
      onError: (cause) => {
        const message = failureMessage(cause, t('profiles.messages.genericError'));
        kit.showErrors({ [FORM_ERROR]: message });
        toast.error(message);
      },
    });
  });

  const radio = 'mt-0.5 size-6 shrink-0 accent-primary';
  const row = 'flex min-h-11 items-center gap-3 text-ink';
  return (
    <section aria-labelledby="availability-editor-title" className={CARD}>
      <h2 id="availability-editor-title" className={CARD_TITLE}>
        {t('profiles.availability.title')}
      </h2>
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold text-ink">{t('profiles.availability.typeLegend')}</legend>
          {options.map((option) => (
            <label key={option} className={row}>
              <input
                type="radio"
                name={`${name}-type`}
                value={option}
                checked={type === option}
                onChange={() => kit.change('type', option)}
                className={radio}
              />
              {option === NOT_AVAILABLE ? t('profiles.availability.notAvailable') : availabilityLabel(t, option)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold text-ink">{t('profiles.availability.remoteLegend')}</legend>
          <div className="flex gap-6">
            {[true, false].map((option) => (
              <label key={String(option)} className={row}>
                <input
                  type="radio"
                  name={`${name}-remote`}
                  checked={remote === option}
                  onChange={() => kit.change('open_to_remote', option)}
                  className={radio}
                />
                {option ? t('profiles.availability.yes') : t('profiles.availability.no')}
              </label>
            ))}
          </div>
        </fieldset>
        <div role="alert">{error ? <p className="text-sm font-medium text-danger">{error}</p> : null}</div>
        <Button
          type="submit"
          aria-disabled={busy || !changed || undefined}
          className={cn('w-full sm:w-fit', !changed && 'aria-disabled:opacity-60')}
        >
          {busy ? t('profiles.saving') : t('profiles.availability.save')}
        </Button>
      </form>
    </section>
  );
}
