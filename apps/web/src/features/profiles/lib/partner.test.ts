import { PARTNER_MESSAGES as PARTNER_MESSAGES_CODES } from '@creative-ng/shared/accounts/messages';
import { partnerEditRequestSchema } from '@creative-ng/shared/profiles/partner';
import { describe, expect, it } from 'vitest';
import { approvalState, type PartnerOwnProfile, partnerEditChanges, partnerEditValuesOf } from './partner';

const profile: PartnerOwnProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'hello@artsfund.example.ng',
  name: 'Arts Fund NG',
  website: null,
  industry: 'private',
  partner_type: 'sponsor',
  goals: 'Grow film talent',
  outcome: 'Visibility',
  logo: null,
  cover_photo: null,
  approved: false,
  approved_at: null,
  contact: { name: 'Ngozi Okafor', email: 'ngozi@artsfund.example.ng', phone: '+2348031234567' },
  visibility: 'public',
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('the partner edit form', () => {
  it('starts from the saved profile, with the contact person under the registration names', () => {
    expect(partnerEditValuesOf(profile)).toEqual({
      name: 'Arts Fund NG',
      website: '',
      industry: 'private',
      user_name: 'Ngozi Okafor',
      user_email: 'ngozi@artsfund.example.ng',
      user_phone_number: '+2348031234567',
      partner_type: 'sponsor',
      goals: 'Grow film talent',
      outcome: 'Visibility',
    });
  });

  it('sends only what changed, emptied fields included (so their error shows)', () => {
    const before = partnerEditValuesOf(profile);
    expect(partnerEditChanges(before, { ...before, name: ' Arts Fund NG ' })).toEqual({});
    const changes = partnerEditChanges(before, { ...before, goals: '', user_phone_number: '0905 123 4567' });
    expect(changes).toEqual({ goals: '', user_phone_number: '0905 123 4567' });
    const checked = partnerEditRequestSchema.safeParse(changes);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['goals', PARTNER_MESSAGES_CODES.goals],
    ]);
    expect(partnerEditRequestSchema.parse({ user_phone_number: '0905 123 4567', website: '' })).toEqual({
      user_phone_number: '+2349051234567',
      website: null,
    });
  });

  it('tells approved partners from those waiting', () => {
    expect(approvalState(profile)).toBe('pending');
    expect(approvalState({ approved: true })).toBe('approved');
  });
});
