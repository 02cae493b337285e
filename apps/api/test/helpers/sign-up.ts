/*
 * What the sign-up forms send, for the tests of sign-up and of what follows it. Each call gives a new address;
 * `overrides` changes or adds fields.
 */

let serial = 0;

/** An address no other test uses; `kind` says in a failure message what it was for. */
export const newEmail = (kind = 'member') => `${kind}${++serial}-${Date.now()}@example.ng`;

export const creativeSignUp = (overrides: object = {}) => ({
  first_name: 'Adebayo',
  last_name: 'Ogunleye',
  email: newEmail('creative'),
  password: 'Secret#123',
  terms_accepted: true,
  ...overrides,
});

/** Steps 1–3 of the business sign-up, with no support needs chosen. */
export const businessSignUp = (overrides: object = {}) => ({
  trade_name: 'Owambe Fashion House',
  sector: 'Fashion Design',
  area: 'Fashion Designer',
  state: 'FCT',
  lga: 'abuja municipal',
  email: newEmail('business'),
  phone_number: '0803 123 4567',
  need_training: false,
  need_funding: false,
  need_tools: false,
  need_market_access: false,
  terms_accepted: true,
  ...overrides,
});

export const partnerSignUp = (overrides: object = {}) => ({
  name: 'Kano Textile Revival Fund',
  email: newEmail('partner'),
  website: 'https://textile.example.ng',
  industry: 'private',
  user_name: 'Hauwa Bello',
  user_email: newEmail('contact'),
  user_phone_number: '+2349051234567',
  partner_type: 'scholarship',
  goals: 'Train 200 weavers',
  outcome: 'More weavers selling abroad',
  password: 'Partner#2025',
  terms_accepted: true,
  ...overrides,
});

/** The creative's onboarding (PUT /prop/creative/{phone_number}), the spec's camelCase names; a sandbox NIN that verifies. */
export const creativeBiodata = (overrides: object = {}) => ({
  firstName: 'Oluwaseun',
  lastName: 'Adeyemi',
  employmentStatus: 'Freelancer',
  levelOfEducation: 'Graduate',
  sector: 'Film & TV',
  category: 'Cinematographer',
  skills: ['Lighting', 'Colour grading'],
  skillLevel: 'Advanced',
  dateOfBirth: '1994-03-12',
  gender: 'Male',
  stateOfOrigin: 'Oyo',
  lga: 'ibadan north',
  verificationMethod: 'NIN',
  identificationNumber: '11111111111',
  supportType: ['training', 'funding'],
  detail_training: 'Drone filming',
  detail_funding: 'A new camera body',
  ...overrides,
});
