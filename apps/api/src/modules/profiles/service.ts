import {
  type availabilityRequestSchema,
  type CreativeProfile,
  type creativeBiodataRequestSchema,
  type creativeEditRequestSchema,
  PROFILE_MESSAGES,
} from '@creative-ng/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, businessProfiles, creativeProfiles, partnerProfiles, skills } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { listSkills, loadCreativeProfile } from './repository';

type Biodata = z.output<typeof creativeBiodataRequestSchema>;
type Edit = z.output<typeof creativeEditRequestSchema>;
type Availability = z.output<typeof availabilityRequestSchema>;

/** The column each editable key of the spec maps to. */
const EDITABLE: Record<keyof Omit<Edit, 'first_name' | 'last_name'>, keyof typeof creativeProfiles.$inferInsert> = {
  bio: 'bio',
  residence_state: 'residenceState',
  origin_state: 'originState',
  lga_origin: 'lgaOrigin',
  level_of_education: 'levelOfEducation',
  employment_status: 'employmentStatus',
  expertise: 'expertise',
  sector: 'sector',
  category: 'category',
  skill_level: 'skillLevel',
  address: 'address',
  cover_photo: 'coverPhoto',
  photo: 'photo',
  status: 'availability',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
};

/** Which needs the biodata form ticked: `supportType` is one need or a list of them. */
function needsFrom(input: Biodata) {
  const chosen = new Set(
    Array.isArray(input.supportType) ? input.supportType : input.supportType ? [input.supportType] : [],
  );
  const single = !Array.isArray(input.supportType) && input.supportType ? input.supportType : undefined;
  // The old form sent one free-text `supportDetails` for its single choice: keep it with that need.
  const detail = (need: string, own: string) => own || (single === need ? input.supportDetails : '') || null;
  return {
    needTraining: chosen.has('training'),
    needFunding: chosen.has('funding'),
    needTools: chosen.has('tools'),
    needMarketAccess: chosen.has('market_access'),
    detailTraining: detail('training', input.detail_training),
    detailFunding: detail('funding', input.detail_funding),
    detailTools: detail('tools', input.detail_tools),
    detailMarketAccess: detail('market_access', input.detail_market_access),
  };
}

export function profilesService(db: Database) {
  async function mustLoad(accountId: string): Promise<CreativeProfile> {
    const profile = await loadCreativeProfile(db, accountId);
    if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
    return profile;
  }

  /** Adds skills, ignoring ones the person already has (any case). */
  async function addSkills(tx: Database, accountId: string, names: string[]): Promise<void> {
    // The first spelling of a skill wins when the same one comes twice in different case.
    const byLower = new Map<string, string>();
    for (const name of names) if (!byLower.has(name.toLowerCase())) byLower.set(name.toLowerCase(), name);
    const unique = [...byLower.values()];
    if (unique.length === 0) return;
    await tx
      .insert(skills)
      .values(unique.map((name) => ({ accountId, name })))
      .onConflictDoNothing();
  }

  return {
    getOwn: mustLoad,

    /** The onboarding form: everything in one transaction, identity checked before by the caller. */
    async saveBiodata(accountId: string, phoneNumber: string, input: Biodata): Promise<CreativeProfile> {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(creativeProfiles)
          .set({
            firstName: input.firstName,
            lastName: input.lastName,
            employmentStatus: input.employmentStatus,
            levelOfEducation: input.levelOfEducation,
            sector: input.sector,
            category: input.category,
            expertise: input.category,
            skillLevel: input.skillLevel,
            dateOfBirth: input.dateOfBirth,
            gender: input.gender,
            originState: input.stateOfOrigin,
            lgaOrigin: input.lga,
            phoneNumber,
            ...needsFrom(input),
          })
          .where(eq(creativeProfiles.accountId, accountId))
          .returning({ id: creativeProfiles.accountId });
        if (updated.length === 0) throw notFound(PROFILE_MESSAGES.notFound);
        await tx
          .update(accounts)
          .set({ displayName: `${input.firstName} ${input.lastName}` })
          .where(eq(accounts.id, accountId));
        await addSkills(tx, accountId, input.skills);
      });
      return mustLoad(accountId);
    },

    async edit(accountId: string, input: Edit): Promise<CreativeProfile> {
      const changes: Partial<typeof creativeProfiles.$inferInsert> = {};
      for (const [key, column] of Object.entries(EDITABLE) as [keyof typeof EDITABLE, keyof typeof changes][]) {
        if (input[key] !== undefined) (changes as Record<string, unknown>)[column] = input[key];
      }
      if (input.first_name !== undefined) changes.firstName = input.first_name;
      if (input.last_name !== undefined) changes.lastName = input.last_name;
      await db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0) {
          await tx.update(creativeProfiles).set(changes).where(eq(creativeProfiles.accountId, accountId));
        }
        if (input.first_name !== undefined || input.last_name !== undefined) {
          await tx
            .update(accounts)
            .set({
              displayName: sql`(select first_name || ' ' || last_name from creative_profiles where account_id = ${accountId})`,
            })
            .where(eq(accounts.id, accountId));
        }
      });
      return mustLoad(accountId);
    },

    async setAvailability(accountId: string, input: Availability): Promise<CreativeProfile> {
      await db
        .update(creativeProfiles)
        .set({ availability: input.availability, openToRemote: input.open_to_remote })
        .where(eq(creativeProfiles.accountId, accountId));
      return mustLoad(accountId);
    },

    listSkills: (accountId: string) => listSkills(db, accountId),

    async addSkills(accountId: string, names: string[]) {
      const existing = new Set((await listSkills(db, accountId)).map((s) => s.name.toLowerCase()));
      const fresh = names.filter((n) => !existing.has(n.toLowerCase()));
      if (fresh.length === 0) throw conflict(PROFILE_MESSAGES.skillExists, { skills: PROFILE_MESSAGES.skillExists });
      try {
        await addSkills(db, accountId, fresh);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(PROFILE_MESSAGES.skillExists, { skills: PROFILE_MESSAGES.skillExists });
        throw err;
      }
      return listSkills(db, accountId);
    },

    /** Removes one of the person's own skills; someone else's skill id is 'not found', never deleted. */
    async removeSkill(accountId: string, skillId: string) {
      const removed = await db
        .delete(skills)
        .where(and(eq(skills.id, skillId), eq(skills.accountId, accountId)))
        .returning({ id: skills.id });
      if (removed.length === 0) throw notFound('api.skillNotFound');
      return listSkills(db, accountId);
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;

/**
 * Puts an uploaded photo or cover on the account's profile, whatever its role: creatives keep a
 * photo, businesses and partners a logo. Called by the upload route of PUT /prop/account/profile_image.
 */
export async function setAccountImage(
  db: Database,
  accountId: string,
  field: 'photo' | 'cover_photo',
  url: string,
): Promise<void> {
  const [account] = await db.select({ role: accounts.role }).from(accounts).where(eq(accounts.id, accountId));
  if (account?.role === 'user') {
    await db
      .update(creativeProfiles)
      .set(field === 'photo' ? { photo: url } : { coverPhoto: url })
      .where(eq(creativeProfiles.accountId, accountId));
  } else if (account?.role === 'business') {
    await db
      .update(businessProfiles)
      .set(field === 'photo' ? { logo: url } : { coverPhoto: url })
      .where(eq(businessProfiles.accountId, accountId));
  } else if (account?.role === 'partner') {
    await db
      .update(partnerProfiles)
      .set(field === 'photo' ? { logo: url } : { coverPhoto: url })
      .where(eq(partnerProfiles.accountId, accountId));
  }
}
