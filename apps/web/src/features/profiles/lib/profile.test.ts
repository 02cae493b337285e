import { referenceData } from '@creative-ng/shared/reference/index';
import { describe, expect, it } from 'vitest';
import {
  biodataRequest,
  biodataValuesOf,
  bioPreview,
  type CreativeProfile,
  categoryOptions,
  editChanges,
  editValuesOf,
  hasSkill,
  isOnboarded,
  lgaOptions,
  needsList,
  profileSummary,
  skillSuggestions,
  viewOfPublicProfile,
} from './profile';

const reference = referenceData();

function profile(overrides: Partial<CreativeProfile> = {}): CreativeProfile {
  return {
    id: '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01',
    email: 'ada@example.ng',
    first_name: 'Ada',
    last_name: 'Obi',
    bio: null,
    residence_state: 'Lagos',
    origin_state: 'Enugu',
    lga_origin: 'Nsukka',
    level_of_education: 'Graduate',
    employment_status: 'Freelancer',
    expertise: 'Fashion designer',
    sector: 'Fashion Design',
    category: null,
    skill_level: 'Advanced',
    date_of_birth: '1995-06-21',
    gender: 'Female',
    phone_number: '+2348031234567',
    address: null,
    photo: null,
    cover_photo: null,
    status: 'Part Time',
    open_to_remote: true,
    facebook: 'https://facebook.com/ada',
    instagram: 'not a url',
    twitter: null,
    need_training: true,
    need_funding: false,
    need_tools: true,
    need_market_access: false,
    detail_training: '  Pattern cutting ',
    detail_funding: 'ignored',
    detail_tools: null,
    detail_market_access: null,
    verification_type: 'NIN',
    verified_at: '2025-03-01T10:00:00.000Z',
    visibility: 'public',
    skills: [
      { id: 's1', name: 'Tailoring', skill: { name: 'Tailoring' } },
      { id: 's2', name: '', skill: { name: 'Beading' } },
    ],
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('bioPreview', () => {
  it('keeps a short bio whole', () => {
    expect(bioPreview('  I make  clothes. ')).toEqual({ preview: 'I make clothes.', truncated: false });
    expect(bioPreview(null)).toEqual({ preview: '', truncated: false });
  });

  it('cuts a long bio at 100 characters on a word boundary, with an ellipsis', () => {
    const bio = `${'word '.repeat(30)}end`;
    const { preview, truncated } = bioPreview(bio);
    expect(truncated).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(Array.from(preview).length).toBeLessThanOrEqual(101);
    expect(preview).not.toMatch(/wor…$/);
  });

  it('counts characters, not UTF-16 units', () => {
    const bio = '🎨'.repeat(100);
    expect(bioPreview(bio).truncated).toBe(false);
    expect(bioPreview(`${bio}x`).preview).toBe(`${bio}…`);
  });
});

describe('profileSummary', () => {
  it('maps the own profile to what the summary card shows', () => {
    const summary = profileSummary(profile({ bio: 'a'.repeat(150) }));
    expect(summary.name).toBe('Ada Obi');
    expect(summary.expertise).toBe('Fashion designer');
    expect(summary.category).toBe('');
    expect(summary.skills).toEqual(['Tailoring', 'Beading']);
    expect(summary.openToWork).toBe(true);
    expect(summary.availability).toBe('Part Time');
    expect(summary.remote).toBe(true);
    expect(summary.bio.truncated).toBe(true);
    expect(summary.bio.full).toHaveLength(150);
  });

  it('is not open to work with no availability and no remote', () => {
    expect(profileSummary(profile({ status: null, open_to_remote: false })).openToWork).toBe(false);
  });

  it('knows when onboarding is done', () => {
    expect(isOnboarded(profile())).toBe(true);
    expect(isOnboarded(profile({ phone_number: null }))).toBe(false);
  });
});

describe('viewOfPublicProfile', () => {
  it('keeps only web links and shows the admin card data when present', () => {
    const view = viewOfPublicProfile({
      id: 'x',
      type: 'creative',
      name: 'Ada Obi',
      first_name: 'Ada',
      last_name: 'Obi',
      photo: null,
      cover_photo: null,
      facebook: 'https://facebook.com/ada',
      instagram: 'javascript:alert(1)',
      twitter: null,
      identity_verified: true,
      category: 'Tailor',
      sector: 'Fashion Design',
      expertise: null,
      location: 'Lagos',
      bio: null,
      gender: 'Female',
      level_of_education: null,
      employment_status: null,
      skill_level: null,
      status: null,
      open_to_remote: false,
      skills: [],
      posts: [],
    });
    expect(view.socials).toEqual([{ network: 'facebook', url: 'https://facebook.com/ada' }]);
    expect(view.identityVerified).toBe(true);
    expect(view.verification).toBeNull();
    expect(view.admin).toBeNull();
    expect(view.details).toEqual([{ key: 'gender', value: 'Female' }]);
  });
});

describe('needsList', () => {
  it('lists the flagged needs with their trimmed details, in the spec order', () => {
    expect(needsList(profile())).toEqual([
      { id: 'training', detail: 'Pattern cutting' },
      { id: 'tools', detail: '' },
    ]);
    expect(needsList(null)).toEqual([]);
  });

  it('sends details only for ticked needs, and the ticked ones as supportType', () => {
    const values = biodataValuesOf(profile());
    const body = biodataRequest({ ...values, identificationNumber: ' 111 111 111 11 ' });
    expect(body.supportType).toEqual(['training', 'tools']);
    expect(body.detail_training).toBe('Pattern cutting');
    expect(body.detail_funding).toBe('');
    expect(body.identificationNumber).toBe('11111111111');
    expect(body.skills).toEqual(['Tailoring', 'Beading']);
    expect(biodataRequest({ ...values, gender: '' }).gender).toBeUndefined();
  });
});

describe('dependent option lists', () => {
  it('offers the LGAs of the chosen state only', () => {
    expect(lgaOptions(reference.states, '')).toEqual([]);
    const lagos = lgaOptions(reference.states, 'Lagos');
    expect(lagos).toContain('Ikeja');
    expect(lagos).not.toContain('Nsukka');
    expect(lgaOptions(reference.states, 'enugu')).toContain('Nsukka');
    expect(lgaOptions(reference.states, 'Atlantis')).toEqual([]);
  });

  it('offers the categories of the chosen sector only', () => {
    const group = reference.sectorGroups[0];
    expect(group).toBeDefined();
    expect(categoryOptions(reference.sectorGroups, group?.name ?? '')).toEqual(group?.categories);
    expect(categoryOptions(reference.sectorGroups, '')).toEqual([]);
  });

  it('suggests every category once, sorted', () => {
    const suggestions = skillSuggestions(reference.sectorGroups);
    expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(suggestions.length);
    expect([...suggestions].sort((a, b) => a.localeCompare(b))).toEqual(suggestions);
    expect(suggestions.length).toBeGreaterThan(50);
  });

  it('finds a skill already added, ignoring case and spacing', () => {
    expect(hasSkill(['Tailoring'], '  tailoring ')).toBe(true);
    expect(hasSkill(['Tailoring'], 'Beading')).toBe(false);
  });
});

describe('editChanges', () => {
  it('sends only what changed, and null for an emptied field', () => {
    const before = editValuesOf(profile());
    const after = { ...before, bio: 'New bio', residence_state: '', expertise: ` ${before.expertise} ` };
    expect(editChanges(before, after)).toEqual({ bio: 'New bio', residence_state: null });
  });
});
