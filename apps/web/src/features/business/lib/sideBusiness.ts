import { ADD_BUSINESS_SECTORS } from '@creative-ng/shared/reference/options';
import type { SideBusiness } from './businessApi';

/* The add-business form (name, CAC, address, sector, email, phone): its values and the PUT body. */

export const SIDE_FIELDS = ['name', 'cac_number', 'address', 'sector', 'email', 'phone_number'] as const;
export type SideField = (typeof SIDE_FIELDS)[number];
export type SideValues = Record<SideField, string>;

export const EMPTY_SIDE: SideValues = {
  name: '',
  cac_number: '',
  address: '',
  sector: '',
  email: '',
  phone_number: '',
};

/** The form filled from a saved business (to edit it), or empty. */
export function sideValuesFrom(business: SideBusiness | null | undefined): SideValues {
  if (!business) return { ...EMPTY_SIDE };
  return {
    name: business.name ?? '',
    cac_number: business.cac_number ?? '',
    address: business.address ?? '',
    // A sector outside today's list starts unchosen rather than failing silently.
    sector: (ADD_BUSINESS_SECTORS as readonly string[]).includes(business.sector) ? business.sector : '',
    email: business.email ?? '',
    phone_number: business.phone_number ?? '',
  };
}

/** The body for ownedBusinessRequestSchema: texts trimmed, an empty CAC number sent as null. */
export function sidePayload(values: SideValues): Record<string, unknown> {
  const cac = values.cac_number.trim();
  return {
    name: values.name.trim(),
    cac_number: cac === '' ? null : cac,
    address: values.address.trim(),
    sector: values.sector,
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
  };
}
