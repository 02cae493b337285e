import { z } from 'zod';
import * as constants from './constants';
import { NEED_TYPES } from './needs';
import * as options from './options';
import { SECTOR_GROUPS } from './sectors';
import { NIGERIAN_STATES } from './states';

export * from './constants';
export * from './needs';
export * from './options';
export * from './sectors';
export * from './states';

/** Everything the web app needs to fill its option lists, served once at GET /api/reference. */
export function referenceData() {
  return {
    states: NIGERIAN_STATES,
    sectorGroups: SECTOR_GROUPS,
    needTypes: NEED_TYPES,
    options: {
      roles: options.ROLES,
      loginTypes: options.LOGIN_TYPES,
      employmentStatuses: options.EMPLOYMENT_STATUSES,
      educationLevels: options.EDUCATION_LEVELS,
      organizationSectors: options.ORGANIZATION_SECTORS,
      partnerTypes: options.PARTNER_TYPES,
      addBusinessSectors: options.ADD_BUSINESS_SECTORS,
      availabilityTypes: options.AVAILABILITY_TYPES,
      genders: options.GENDERS,
      verificationMethods: options.VERIFICATION_METHODS,
      skillLevels: options.SKILL_LEVELS,
      profileVisibility: options.PROFILE_VISIBILITY,
      toolPriceFilters: options.TOOL_PRICE_FILTERS,
      toolTypes: options.TOOL_TYPES,
      toolCategories: options.TOOL_CATEGORIES,
      opportunityLocations: options.OPPORTUNITY_LOCATIONS,
      opportunityTimings: options.OPPORTUNITY_TIMINGS,
      opportunityLevels: options.OPPORTUNITY_LEVELS,
      opportunityFormTimings: options.OPPORTUNITY_FORM_TIMINGS,
      eventLocations: options.EVENT_LOCATIONS,
      productCategories: options.PRODUCT_CATEGORIES,
      proposalStatuses: options.PROPOSAL_STATUSES,
      directoryStatuses: options.DIRECTORY_STATUSES,
      currency: options.CURRENCY,
    },
    constants: {
      pageSizes: constants.PAGE_SIZES,
      toastDurations: constants.TOAST_DURATIONS,
      toastPosition: constants.TOAST_POSITION,
      redirectDelays: constants.REDIRECT_DELAYS,
      passwordMinLength: constants.PASSWORD_MIN_LENGTH,
      otpLength: constants.OTP_LENGTH,
      previewLengths: constants.PREVIEW_LENGTHS,
      otherItemsBySameAuthor: constants.OTHER_ITEMS_BY_SAME_AUTHOR,
      priceRangeNaira: constants.PRICE_RANGE_NAIRA,
      sidebarCollapseWidthPx: constants.SIDEBAR_COLLAPSE_WIDTH_PX,
      postImageHeightPx: constants.POST_IMAGE_HEIGHT_PX,
      carousel: constants.CAROUSEL,
      scriptChunkTimeoutMs: constants.SCRIPT_CHUNK_TIMEOUT_MS,
      terms: constants.TERMS,
      imageTypes: constants.IMAGE_TYPES,
    },
  };
}

const stringList = z.array(z.string()).readonly();

/** Response schema of GET /api/reference (kept loose on the constants: they are plain numbers and strings). */
export const referenceDataSchema = z.object({
  states: z.array(z.object({ state: z.string(), capital: z.string(), lgas: stringList })).readonly(),
  sectorGroups: z.array(z.object({ id: z.string(), name: z.string(), categories: stringList })).readonly(),
  needTypes: z.array(z.object({ id: z.string(), label: z.string(), questions: stringList })).readonly(),
  options: z.record(z.string(), z.union([stringList, z.string()])),
  constants: z.record(z.string(), z.unknown()),
});
export type ReferenceData = ReturnType<typeof referenceData>;

/**
 * What a public page shows of the reference data or filters by (the home page's reach, the directory's filters):
 * names and counts, served at GET /api/reference/names. A server-rendered page carries its data in its HTML
 * (decision 0089), and the whole reference, every LGA of every state, made the home page's and the directory's HTML
 * 6–7 KB larger compressed: more than a first round trip carries on a slow connection.
 */
export function referenceNames() {
  return {
    states: NIGERIAN_STATES.map((state) => state.state),
    lgaCount: NIGERIAN_STATES.reduce((count, state) => count + state.lgas.length, 0),
    sectorGroups: SECTOR_GROUPS.map(({ id, name }) => ({ id, name })),
  };
}

/** Response schema of GET /api/reference/names. */
export const referenceNamesSchema = z.object({
  states: stringList,
  lgaCount: z.number().int().nonnegative(),
  sectorGroups: z.array(z.object({ id: z.string(), name: z.string() })).readonly(),
});
export type ReferenceNames = ReturnType<typeof referenceNames>;
