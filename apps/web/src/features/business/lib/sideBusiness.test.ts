import { ownedBusinessRequestSchema } from '@creative-ng/shared/profiles/business';
import { describe, expect, it } from 'vitest';
import { EMPTY_SIDE, sidePayload, sideValuesFrom } from './sideBusiness';

describe('add-business form', () => {
  it('sends an empty CAC number as null and trims the rest', () => {
    const body = sidePayload({
      name: ' Ada Prints ',
      cac_number: ' ',
      address: '1 Allen Avenue, Ikeja',
      sector: 'Design',
      email: 'ada@prints.ng ',
      phone_number: '0803 123 4567',
    });
    expect(body).toEqual({
      name: 'Ada Prints',
      cac_number: null,
      address: '1 Allen Avenue, Ikeja',
      sector: 'Design',
      email: 'ada@prints.ng',
      phone_number: '0803 123 4567',
    });
    expect(ownedBusinessRequestSchema.safeParse(body).success).toBe(true);
  });

  it('fills the form from a saved business, leaving an unknown sector unchosen', () => {
    expect(sideValuesFrom(null)).toEqual(EMPTY_SIDE);
    expect(
      sideValuesFrom({
        name: 'Ada',
        cac_number: 'RC123456',
        address: null,
        sector: 'Something old',
        email: null,
        phone_number: '+2348031234567',
        created_at: '2025-01-01',
      }),
    ).toEqual({ ...EMPTY_SIDE, name: 'Ada', cac_number: 'RC123456', phone_number: '+2348031234567' });
  });
});
