import { type CreativeProfile, PROFILE_MESSAGES, type SupportNeeds } from '@creative-ng/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  type businessProfiles,
  creativeProfiles,
  identityVerifications,
  type partnerProfiles,
  skills,
} from '../../db/schema/index';
import { notFound } from '../../http/errors';

export type SkillRow = typeof skills.$inferSelect;

/** The support-need columns of a creative's or a business's profile row (the same in both tables). */
export type ProfileNeeds = Pick<
  typeof creativeProfiles.$inferSelect,
  | 'needTraining'
  | 'needFunding'
  | 'needTools'
  | 'needMarketAccess'
  | 'detailTraining'
  | 'detailFunding'
  | 'detailTools'
  | 'detailMarketAccess'
>;

/** The support needs of a creative's or a business's profile row, under the spec's names. */
export function presentNeeds(p: ProfileNeeds): SupportNeeds {
  return {
    need_training: p.needTraining,
    need_funding: p.needFunding,
    need_tools: p.needTools,
    need_market_access: p.needMarketAccess,
    detail_training: p.detailTraining,
    detail_funding: p.detailFunding,
    detail_tools: p.detailTools,
    detail_market_access: p.detailMarketAccess,
  };
}

/**
 * The columns an edit form changes: each key the person sent (undefined: left alone), under its column's name.
 * `columns` names the column of each key of the form.
 */
export function changedColumns<Input extends object>(input: Input, columns: Record<keyof Input, string>) {
  const changes: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns) as [keyof Input, string][]) {
    if (input[key] !== undefined) changes[column] = input[key];
  }
  return changes;
}

/** What differs between a business's and a partner's own profile, for `ownProfileService`. */
interface OwnProfileKind<Edit extends object, Profile> {
  table: typeof businessProfiles | typeof partnerProfiles;
  /** The column of each key of the edit form. */
  columns: Record<keyof Edit, string>;
  /** The key of the form holding the organisation's name, which is also the account's display name. */
  name: keyof Edit;
  load: (db: Database, accountId: string) => Promise<Profile>;
}

/** A business's or a partner's own profile: read it, and edit what is sent. */
export function ownProfileService<Edit extends object, Profile>(db: Database, kind: OwnProfileKind<Edit, Profile>) {
  return {
    own: (accountId: string) => kind.load(db, accountId),
    async edit(accountId: string, input: Edit): Promise<Profile> {
      const name = input[kind.name];
      await saveProfileEdit(db, kind.table, accountId, changedColumns(input, kind.columns), name as string | undefined);
      return kind.load(db, accountId);
    },
  };
}

/**
 * Saves an edit of a business's or a partner's own profile: the columns it changes and, when the organisation's
 * name changed, the account's display name with it (search, headers, cards show it). 404 without such a profile.
 */
async function saveProfileEdit(
  db: Database,
  table: typeof businessProfiles | typeof partnerProfiles,
  accountId: string,
  changes: Record<string, unknown>,
  displayName: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      const updated = await tx
        .update(table)
        .set(changes)
        .where(eq(table.accountId, accountId))
        .returning({ id: table.accountId });
      if (updated.length === 0) throw notFound(PROFILE_MESSAGES.notFound);
    }
    if (displayName) await tx.update(accounts).set({ displayName }).where(eq(accounts.id, accountId));
  });
}

/** A skill as the spec reads it (`skill.name`), with `name` beside it for newer clients. */
export function presentSkill(row: SkillRow) {
  return { id: row.id, skill: { name: row.name }, name: row.name };
}

export async function listSkills(db: Database, accountId: string) {
  const rows = await db
    .select()
    .from(skills)
    .where(eq(skills.accountId, accountId))
    .orderBy(asc(skills.createdAt), asc(skills.name));
  return rows.map(presentSkill);
}

/** An account with its own profile row of `profile` (a business's or a partner's), or 404. */
export async function accountWithProfile<Profile extends typeof businessProfiles | typeof partnerProfiles>(
  db: Database,
  profile: Profile,
  accountId: string,
) {
  // One statement for either table; the row's type is given back by `Profile` below.
  const table: typeof businessProfiles | typeof partnerProfiles = profile;
  const [row] = await db
    .select({ account: accounts, p: table })
    .from(accounts)
    .innerJoin(table, eq(table.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound(PROFILE_MESSAGES.notFound);
  return row as { account: typeof accounts.$inferSelect; p: Profile['$inferSelect'] };
}

/** The whole creative profile of an account (owner's view), or undefined when it has none. */
export async function loadCreativeProfile(db: Database, accountId: string): Promise<CreativeProfile | undefined> {
  const [row] = await db
    .select({ account: accounts, profile: creativeProfiles, identity: identityVerifications })
    .from(accounts)
    .innerJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
    .leftJoin(identityVerifications, eq(identityVerifications.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return undefined;
  const { account, profile: p, identity } = row;
  return {
    id: account.id,
    email: account.email,
    first_name: p.firstName,
    last_name: p.lastName,
    bio: p.bio,
    residence_state: p.residenceState,
    origin_state: p.originState,
    lga_origin: p.lgaOrigin,
    level_of_education: p.levelOfEducation,
    employment_status: p.employmentStatus,
    expertise: p.expertise,
    sector: p.sector,
    category: p.category,
    skill_level: p.skillLevel,
    date_of_birth: p.dateOfBirth,
    gender: p.gender,
    phone_number: p.phoneNumber,
    address: p.address,
    photo: p.photo,
    cover_photo: p.coverPhoto,
    status: p.availability,
    open_to_remote: p.openToRemote,
    facebook: p.facebook,
    instagram: p.instagram,
    twitter: p.twitter,
    ...presentNeeds(p),
    verification_type: identity?.type ?? null,
    verified_at: identity?.verifiedAt.toISOString() ?? null,
    visibility: account.visibility,
    skills: await listSkills(db, accountId),
    created_at: account.createdAt.toISOString(),
  };
}
