import { type BusinessProfile, businessEditRequestSchema } from '@creative-ng/shared/profiles/business';
import { describe, expect, it } from 'vitest';
import { changedPayload, formFromProfile, fullPayload, needsPayload, socialPayload } from './payload';
import { ADA_FILMS } from './testProfile';

const PROFILE: BusinessProfile = {
  ...ADA_FILMS,
  facebook: 'https://facebook.com/adafilms',
  need_funding: true,
  detail_funding: 'A camera',
};

describe('social link checkboxes → payload', () => {
  it('sends a ticked network its address and removes an unticked one', () => {
    expect(
      socialPayload({
        ...formFromProfile(PROFILE),
        facebook: ' https://facebook.com/ada ',
        show_facebook: true,
        twitter: 'https://x.com/ada',
        show_twitter: false,
        instagram: '   ',
        show_instagram: true,
      }),
    ).toEqual({ facebook: 'https://facebook.com/ada', twitter: null, instagram: null });
  });

  it('ticks the networks the profile has', () => {
    const form = formFromProfile(PROFILE);
    expect([form.show_facebook, form.facebook]).toEqual([true, 'https://facebook.com/adafilms']);
    expect([form.show_twitter, form.twitter]).toEqual([false, '']);
  });
});

describe('need flags → payload', () => {
  it('sends the real flags, each detail to its own field', () => {
    expect(
      needsPayload({
        ...formFromProfile(PROFILE),
        need_training: true,
        detail_training: 'Editing',
        need_funding: true,
        detail_funding: 'N2m for a camera',
        need_tools: false,
        detail_tools: 'left over',
        need_market_access: false,
        detail_market_access: '',
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
    form.lga = 'Alimosho';
    form.website = 'https://ada.ng';
    form.need_training = true;
    form.detail_training = 'Sound';
    expect(changedPayload(form, before)).toEqual({
      state: 'Lagos',
      lga: 'Alimosho',
      website: 'https://ada.ng',
      need_training: true,
      detail_training: 'Sound',
    });
    form.area = 'Director';
    expect(changedPayload(form, before)).toMatchObject({ sector: 'Film & TV', area: 'Director' });
  });

  it('lets the schema point at the right field', () => {
    const before = formFromProfile(PROFILE);
    const form = formFromProfile(PROFILE);
    form.show_twitter = true;
    form.twitter = 'not a link';
    form.trade_name = '  ';
    const result = businessEditRequestSchema.safeParse(changedPayload(form, before));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['twitter', 'trade_name']));
  });
});
