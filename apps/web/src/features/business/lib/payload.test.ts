import { type BusinessProfile, businessEditRequestSchema } from '@creative-ng/shared/profiles/business';
import { describe, expect, it } from 'vitest';
import { changedPayload, formFromProfile, fullPayload, needsPayload, socialPayload } from './payload';

const PROFILE: BusinessProfile = {
  id: '5b1f8a7e-4a5f-4b8e-9c39-1f0d3c1e2a11',
  email: 'hello@ada.ng',
  registered_name: null,
  trade_name: 'Ada Films',
  sector: 'Film & TV',
  area: 'Producer',
  state: 'Lagos',
  lga: 'Ikeja',
  phone_number: '+2348031234567',
  address: null,
  website: null,
  facebook: 'https://facebook.com/adafilms',
  instagram: null,
  twitter: null,
  logo: null,
  cover_photo: null,
  cac_number: null,
  need_training: false,
  need_funding: true,
  need_tools: false,
  need_market_access: false,
  detail_training: null,
  detail_funding: 'A camera',
  detail_tools: null,
  detail_market_access: null,
  visibility: 'public',
  created_at: '2025-01-01T00:00:00.000Z',
};

const off = { on: false, text: '' };

describe('social link checkboxes → payload', () => {
  it('sends a ticked network its address and removes an unticked one', () => {
    expect(
      socialPayload({
        facebook: { on: true, text: ' https://facebook.com/ada ' },
        twitter: { on: false, text: 'https://x.com/ada' },
        instagram: { on: true, text: '   ' },
      }),
    ).toEqual({ facebook: 'https://facebook.com/ada', twitter: null, instagram: null });
  });

  it('ticks the networks the profile has', () => {
    const form = formFromProfile(PROFILE);
    expect(form.social.facebook).toEqual({ on: true, text: 'https://facebook.com/adafilms' });
    expect(form.social.twitter).toEqual(off);
  });
});

describe('need flags → payload', () => {
  it('sends the real flags, each detail to its own field', () => {
    expect(
      needsPayload({
        training: { on: true, text: 'Editing' },
        funding: { on: true, text: 'N2m for a camera' },
        tools: { on: false, text: 'left over' },
        market_access: off,
      }),
    ).toEqual({
      need_training: true,
      need_funding: true,
      need_tools: false,
      need_market_access: false,
      detail_training: 'Editing',
      detail_funding: 'N2m for a camera',
      detail_tools: null,
      detail_market_access: null,
    });
  });
});

describe('edit payload', () => {
  it('is empty when nothing changed, and passes the shared schema in full', () => {
    const form = formFromProfile(PROFILE);
    expect(changedPayload(form, form)).toEqual({});
    expect(businessEditRequestSchema.safeParse(fullPayload(form)).success).toBe(true);
  });

  it('sends only changes, with state and LGA (and sector and area) together', () => {
    const before = formFromProfile(PROFILE);
    const form = formFromProfile(PROFILE);
    form.text.lga = 'Alimosho';
    form.text.website = 'https://ada.ng';
    form.needs.training = { on: true, text: 'Sound' };
    expect(changedPayload(form, before)).toEqual({
      state: 'Lagos',
      lga: 'Alimosho',
      website: 'https://ada.ng',
      need_training: true,
      detail_training: 'Sound',
    });
    form.text.area = 'Director';
    expect(changedPayload(form, before)).toMatchObject({ sector: 'Film & TV', area: 'Director' });
  });

  it('lets the schema point at the right field', () => {
    const before = formFromProfile(PROFILE);
    const form = formFromProfile(PROFILE);
    form.social.twitter = { on: true, text: 'not a link' };
    form.text.trade_name = '  ';
    const result = businessEditRequestSchema.safeParse(changedPayload(form, before));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['twitter', 'trade_name']));
  });
});
